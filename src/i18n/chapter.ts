/** Strings of a chapter page and its blocks. Apart from ru.ts so that the first chunk, which every page loads, does not carry them. */
import { t as shared } from './index.ts';
import { ruPlural } from './plural.ts';

export const chapter = {
  eyebrow: (order: number) => `Глава ${order}`,
  contents: 'Содержание',
  chapters: 'Все главы',
  sectionsRead: (read: number, total: number) => `Прочитано ${read} из ${total} ${ruPlural(total, 'раздела', 'разделов', 'разделов')}`,
  read: 'прочитано',
  previous: 'Предыдущая глава',
  next: 'Следующая глава',
  anchor: (title: string) => `Ссылка на раздел «${title}»`,
  loading: 'Загружаем главу…',
} as const;

export const callout = {
  note: 'Заметка',
  gotcha: 'Подводный камень',
  senior: 'Совет для senior',
} as const;

export const deeper = {
  label: 'Глубже',
} as const;

export const tldr = {
  label: 'Коротко',
} as const;

export const interview = {
  more: 'Подробнее',
  label: 'Вопрос с собеседования',
  reveal: 'Показать ответ',
  hide: 'Скрыть ответ',
} as const;

export const t = { ...shared, chapter, callout, deeper, tldr, interview };
