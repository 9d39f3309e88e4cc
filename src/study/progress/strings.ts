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
  importChecking: 'Проверяем файл…',
  importDropped: (what: string) => `Часть записей в файле повреждена и будет пропущена: ${what}.`,
  importMemory: 'Прогресс из файла загружен, но только в эту вкладку: браузер не даёт его сохранить. Перед уходом сохраните прогресс в файл.',
  importFailed: 'Загрузка не сохранилась: браузер отказал в записи (что делать — в сообщении внизу экрана). Пока прогресс из файла есть только в этой вкладке.',
  importReadonly: 'Загрузка не сохранена: эта вкладка больше не записывает прогресс, его уже записала более новая версия сайта. Обновите страницу и загрузите файл снова.',
  replacedKept: 'Прежний прогресс сохранён копией.',
  undoReplace: 'Отменить замену',
  undoReset: 'Отменить сброс',
  undone: 'Отменено: прогресс вернулся к прежнему.',
  undoFailed: 'Отменить не получилось: копия не сохранилась. Прогресс остался таким, как сейчас.',
  storageWhere: {
    indexeddb: 'Прогресс хранится в IndexedDB этого браузера и записывается после каждого действия.',
    memory: 'Браузер не даёт сохранять данные: прогресс есть только в этой вкладке.',
    readonly: 'Эта вкладка не сохраняет прогресс: его уже записала более новая версия сайта. Обновите страницу.',
  },
  storageUsage: (used: string, quota: string) => `Занято ${used} из ${quota}, доступных сайту.`,
  copiesTitle: 'Отложенные копии',
  copiesText:
    'Сюда попадает то, что сайт не стал затирать: повреждённый сохранённый прогресс и прогресс перед заменой или сбросом. Копию можно скачать как файл прогресса или добавить к текущему.',
  copiesRule: 'Хранятся 10 последних копий, каждая — не дольше 90 дней.',
  copiesEmpty: 'Копий нет.',
  copyReason: {
    damaged: 'Частично повреждённый прогресс',
    unreadable: 'Нечитаемые данные',
    'old-copy': 'Копия из прежней версии сайта',
    replaced: 'Прогресс перед заменой',
    reset: 'Прогресс перед сбросом',
  },
  copyHolds: (sections: number, answers: number) =>
    `${sections} ${ruPlural(sections, 'раздел', 'раздела', 'разделов')}, ${answers} ${ruPlural(answers, 'ответ', 'ответа', 'ответов')}`,
  copyDownload: 'Скачать',
  copyRestore: 'Добавить к текущему',
  copyDelete: 'Удалить',
  copyDeleteConfirm: 'Удалить навсегда',
  copyRestored: (when: string) => `Копия от ${when} добавлена к текущему прогрессу.`,
  copyUnreadable: 'Эту копию не удалось прочитать как прогресс; её можно только скачать.',
  bytes: (n: number) => {
    const one = (v: number, unit: string) => `${v.toFixed(1).replace('.', ',')} ${unit}`;
    if (n < 1024) return `${n} Б`;
    if (n < 1024 ** 2) return `${Math.round(n / 1024)} КБ`;
    return n < 1024 ** 3 ? one(n / 1024 ** 2, 'МБ') : one(n / 1024 ** 3, 'ГБ');
  },
  importSummary: (sections: number, answers: number) =>
    `В файле: ${sections} ${ruPlural(sections, 'прочитанный раздел', 'прочитанных раздела', 'прочитанных разделов')}, ${answers} ${ruPlural(answers, 'ответ', 'ответа', 'ответов')} квиза.`,
  importErrors: {
    read: 'Не удалось прочитать файл.',
    json: 'Это не файл прогресса: внутри не JSON. Ничего не изменено.',
    shape: 'Это не файл прогресса этого сайта или он повреждён. Ничего не изменено.',
    future: 'Файл сохранён более новой версией сайта. Обновите страницу и попробуйте снова. Ничего не изменено.',
    tooBig: 'Файл больше 64 МБ — это не файл прогресса. Ничего не изменено.',
  },
  resetTitle: 'Сброс',
  resetText: 'Удаляет прочитанные разделы, ответы, расписание повторений и историю лабораторий в этом браузере. Тема оформления останется.',
  resetAction: 'Сбросить прогресс…',
  resetConfirmTitle: 'Сбросить весь прогресс?',
  resetConfirmText: 'Прочитанные разделы, ответы, расписание повторений и история лабораторий удалятся. Прежний прогресс останется в «Отложенных копиях», оттуда его можно вернуть.',
  resetConfirm: 'Да, сбросить',
  resetCancel: 'Отмена',
  resetDone: 'Прогресс сброшен.',
  storageTitle: 'Хранение в браузере',
} as const;

// The progress page also speaks of quizzes, storage and the offline copy.
export const t = { ...shared, quiz: { ...quizDue, ...quiz }, study: { progress, storage, offline } };
