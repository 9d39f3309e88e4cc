/** Strings of the home page and the chapters' cards. Apart from ru.ts so that the first chunk, which every page loads, does not carry them. */
import { t as shared } from './index.ts';
import { ruPlural } from './plural.ts';

export const home = {
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
  /** On a chapter's card and under its title. */
  readingTime: (minutes: number) => `${minutes} ${ruPlural(minutes, 'минута', 'минуты', 'минут')} чтения`,
  readProgress: (read: number, total: number) => `прочитано разделов: ${read} из ${total}`,
} as const;

export const t = { ...shared, home };
