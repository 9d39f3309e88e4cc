/**
 * The interface strings every page's shell shares, in Russian: they ship in the first chunk, so only
 * what the shell shows is here. A feature's own strings live beside its code (src/quiz-ui/strings.ts,
 * src/labs/<lab>/strings.ts, src/study/<tool>/strings.ts; home.ts, chapter.ts and code.ts here for the
 * home page, the chapters and the program blocks), so a page ships only the strings of what it shows.
 * An English edition is another set of files of these shapes.
 */
export const ru = {
  appName: 'Go: ошибки и отказоустойчивость',
  appShortName: 'Go errors',
  skipToContent: 'Перейти к содержимому',
  nav: {
    main: 'Основная навигация',
    home: 'Главная',
    chapters: 'Главы',
    labs: 'Лаборатории',
    quiz: 'Квизы',
  },
  theme: {
    label: 'Тема оформления',
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Как в системе',
  },
  notFound: {
    title: 'Такой страницы нет',
    text: 'Возможно, ссылка устарела или в ней опечатка. Вот куда можно пойти:',
    home: 'На главную',
  },
  errors: {
    componentFailed: 'Этот блок не удалось показать. Остальная страница работает; обновите страницу, если блок нужен.',
    details: 'Подробности',
    dismiss: 'Понятно',
  },
} as const;

export type Strings = typeof ru;
