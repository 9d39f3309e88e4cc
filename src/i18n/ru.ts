/**
 * The interface strings every part of the app shares, in Russian. A feature's own strings live beside
 * its code (src/quiz-ui/strings.ts, src/labs/<lab>/strings.ts, src/study/<tool>/strings.ts), so a page
 * ships only the strings of what it shows. An English edition is another set of files of these shapes.
 */
import { ruPlural } from './plural.ts';

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
  home: {
    title: 'Ошибки и отказоустойчивость в Go',
    lead:
      'Подготовка к собеседованию на senior Go-разработчика по одной большой теме: как Go работает с ошибками, чем panic отличается от error и как строят сервисы, которые переживают сбои зависимостей.',
    howTitle: 'Как здесь учиться',
    how: [
      'Главы объясняют теорию с кодом, который действительно компилируется: каждый показанный вывод получен запуском программы.',
      'Карточки «вопрос с собеседования» помогают проговорить ответ вслух, прежде чем открыть разбор.',
      'Прогресс чтения хранится только в вашем браузере: без аккаунта и без сервера.',
    ],
    chaptersTitle: 'Главы',
    continueTitle: 'Продолжить с места, где вы остановились',
    continueAction: 'Продолжить',
    startAction: 'Начать с первой главы',
    readProgress: (read: number, total: number) => `прочитано разделов: ${read} из ${total}`,
  },
  chapter: {
    eyebrow: (order: number) => `Глава ${order}`,
    contents: 'Содержание',
    chapters: 'Все главы',
    readingTime: (minutes: number) => `${minutes} ${ruPlural(minutes, 'минута', 'минуты', 'минут')} чтения`,
    sectionsRead: (read: number, total: number) => `Прочитано ${read} из ${total} ${ruPlural(total, 'раздела', 'разделов', 'разделов')}`,
    read: 'прочитано',
    previous: 'Предыдущая глава',
    next: 'Следующая глава',
    anchor: (title: string) => `Ссылка на раздел «${title}»`,
    loading: 'Загружаем главу…',
  },
  code: {
    copy: 'Копировать',
    copied: 'Скопировано',
    copyFailed: 'Не удалось скопировать',
    copyLabel: 'Скопировать код',
    showOutput: 'Показать вывод программы',
    output: 'Вывод',
    exitStatus: (code: number) => `exit status ${code}`,
    verifiedWith: (version: string) => `проверено на ${version}`,
    timing: 'Вывод зависит от планировщика: в другом запуске он может немного отличаться.',
    noOutput: '(программа ничего не вывела)',
    longOutput: (lines: number) => `Вывод программы, ${lines} ${ruPlural(lines, 'строка', 'строки', 'строк')}: прокручивается внутри рамки`,
  },
  /** The button on every program that opens it in the browser's Go (the editor's own strings: src/runner/ui/strings.ts). */
  run: {
    open: 'Изменить и запустить',
    openLabel: (program: string) => `Изменить и запустить ${program}`,
    cannot: (reason: string) => `В браузере не запускается: ${reason}`,
  },
  callout: {
    note: 'Заметка',
    gotcha: 'Подводный камень',
    senior: 'Совет для senior',
  },
  deeper: {
    label: 'Глубже',
  },
  tldr: {
    label: 'Коротко',
  },
  interview: {
    more: 'Подробнее',
    label: 'Вопрос с собеседования',
    reveal: 'Показать ответ',
    hide: 'Скрыть ответ',
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
