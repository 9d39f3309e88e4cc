/** The cheat sheet page's strings, in Russian. */
export const cheatsheetStrings = {
  eyebrow: (order: number) => `Шпаргалка · Глава ${order}`,
  link: 'Шпаргалка',
  linkLabel: (chapter: string) => `Шпаргалка по главе «${chapter}»: факты, таблицы и ключевые выводы на одной-двух страницах`,
  backToChapter: (chapter: string) => `← К главе «${chapter}»`,
  print: 'Распечатать',
  printHint: 'Умещается на одну-две страницы A4.',
};
