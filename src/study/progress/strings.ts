/** The progress tool's interface strings, in Russian. */
import { ruPlural } from '../../i18n/plural.ts';
import { t as shared } from '../../i18n/index.ts';
import { quizDue } from '../../quiz-ui/dueStrings.ts';
import { quiz } from '../../quiz-ui/strings.ts';
import { offline } from '../offline/strings.ts';
import { storage } from '../storage/strings.ts';

export const progress = {
  nav: 'Прогресс',
  title: 'Прогресс',
  lead: 'Всё, что здесь есть, хранится только в этом браузере. Чтобы продолжить на другом устройстве, сохраните прогресс в файл и загрузите его там.',
  chaptersTitle: 'Главы',
  sectionsRead: (read: number, total: number) => `${read} из ${total} ${ruPlural(total, 'раздела', 'разделов', 'разделов')}`,
  chapterDone: 'Глава прочитана',
  notStarted: 'Ещё не начата',
  quizTitle: 'Квизы',
  quizEmpty: 'Ответов пока нет. Начните с любой темы квиза — здесь появится освоение тем по дням.',
  mastery: (percent: number, known: number, total: number) => `освоено ${percent}% (${known} из ${total})`,
  dueTitle: 'Повторение',
  due: (n: number) =>
    n === 0 ? 'Сейчас повторять нечего.' : `Пора повторить ${n} ${ruPlural(n, 'вопрос', 'вопроса', 'вопросов')}.`,
  dueAction: 'Повторить',
  labsTitle: 'Лаборатории',
  labOpened: (n: number, when: string) => `открыта ${n} ${ruPlural(n, 'раз', 'раза', 'раз')}, последний раз ${when}`,
  labNever: 'ещё не открывали',
  dataTitle: 'Перенос и сброс',
  exportTitle: 'Экспорт',
  exportText: 'Файл JSON со всем прогрессом: прочитанные разделы, ответы квиза, расписание повторений, открытые лаборатории.',
  exportAction: 'Сохранить прогресс в файл',
  exported: (file: string) => `Файл «${file}» сохранён.`,
  importTitle: 'Импорт',
  importText: 'Загрузите файл, сохранённый на этом или другом устройстве.',
  importChoose: 'Выбрать файл',
  importMode: 'Что сделать с текущим прогрессом',
  importMerge: 'Объединить: прочитанное и ответы из файла добавятся к текущим',
  importReplace: 'Заменить: текущий прогресс заменится содержимым файла',
  importAction: 'Загрузить прогресс',
  importDone: (mode: 'merge' | 'replace') => (mode === 'merge' ? 'Прогресс из файла объединён с текущим.' : 'Прогресс заменён содержимым файла.'),
  importSummary: (sections: number, answers: number) =>
    `В файле: ${sections} ${ruPlural(sections, 'прочитанный раздел', 'прочитанных раздела', 'прочитанных разделов')}, ${answers} ${ruPlural(answers, 'ответ', 'ответа', 'ответов')} квиза.`,
  importErrors: {
    read: 'Не удалось прочитать файл.',
    json: 'Это не файл прогресса: внутри не JSON. Ничего не изменено.',
    shape: 'Это не файл прогресса этого сайта или он повреждён. Ничего не изменено.',
    future: 'Файл сохранён более новой версией сайта. Обновите страницу и попробуйте снова. Ничего не изменено.',
    tooBig: 'Файл слишком большой для файла прогресса. Ничего не изменено.',
  },
  resetTitle: 'Сброс',
  resetText: 'Удаляет прочитанные разделы, ответы, расписание повторений и историю лабораторий в этом браузере. Тема оформления останется.',
  resetAction: 'Сбросить прогресс…',
  resetConfirmTitle: 'Сбросить весь прогресс?',
  resetConfirmText: 'Это нельзя отменить. Если прогресс может пригодиться, сначала сохраните его в файл.',
  resetConfirm: 'Да, сбросить',
  resetCancel: 'Отмена',
  resetDone: 'Прогресс сброшен.',
  storageTitle: 'Хранение в браузере',
} as const;

// The progress page also speaks of quizzes, storage and the offline copy.
export const t = { ...shared, quiz: { ...quizDue, ...quiz }, study: { progress, storage, offline } };
