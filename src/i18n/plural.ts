/** Russian plural forms: 1 минута, 2 минуты, 5 минут. */
const plural = new Intl.PluralRules('ru');
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const form = plural.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}
