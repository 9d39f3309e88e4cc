/** Every string of the interface, in Russian. An English edition is another file of this shape. */
const plural = new Intl.PluralRules('ru');
function ruPlural(n: number, one: string, few: string, many: string): string {
  const form = plural.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}

export const ru = {
  appName: 'Go: ошибки и отказоустойчивость',
  appShortName: 'Go errors',
  skipToContent: 'Перейти к содержимому',
  nav: {
    main: 'Основная навигация',
    home: 'Главная',
    chapters: 'Главы',
    labs: 'Лаборатории',
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
  },
  callout: {
    note: 'Заметка',
    gotcha: 'Подводный камень',
    senior: 'Совет для senior',
  },
  interview: {
    label: 'Вопрос с собеседования',
    reveal: 'Показать ответ',
    hide: 'Скрыть ответ',
  },
  labs: {
    title: 'Лаборатории',
    lead: 'Симуляции, в которых паттерны из глав можно покрутить руками: меняйте параметры и смотрите, как ведёт себя система. Каждое состояние — это ссылка: её можно отправить, и у получателя будут те же цифры.',
    open: 'Открыть лабораторию',
    chapterLink: 'Глава об этом',
    presets: 'Готовые сценарии',
    presetActive: 'выбран',
    controls: 'Параметры',
    reset: 'Сбросить',
    copyLink: 'Скопировать ссылку',
    linkCopied: 'Ссылка скопирована',
    openInLab: 'Открыть в лаборатории',
    loading: 'Загружаем лабораторию…',
    computing: 'Считаем…',
    noticeTitle: 'Ссылка содержала значения, которые нельзя использовать как есть. Мы их поправили:',
    noticeClamped: (label: string, from: string, to: string) => `«${label}»: ${from} → ${to} (вне допустимого диапазона)`,
    noticeInvalid: (label: string, from: string, to: string) => `«${label}»: «${from}» не число или неизвестное значение, взято ${to}`,
    noticeVersion: 'Ссылка сделана более новой версией приложения; открыты настройки по умолчанию.',
    on: 'вкл.',
    off: 'выкл.',
  },
  notFound: {
    title: 'Такой страницы нет',
    text: 'Возможно, ссылка устарела или в ней опечатка. Вот куда можно пойти:',
    home: 'На главную',
  },
  errors: {
    componentFailed: 'Этот блок не удалось показать. Остальная страница работает; обновите страницу, если блок нужен.',
    details: 'Подробности',
    corruptState:
      'Сохранённый прогресс оказался повреждён или записан более новой версией приложения. Мы начали с чистого листа, а старые данные сохранили отдельно, их можно восстановить из экспорта.',
    dismiss: 'Понятно',
  },
} as const;

export type Strings = typeof ru;
