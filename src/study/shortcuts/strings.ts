/** The shortcuts tool's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';

export const shortcuts = {
  title: 'Клавиатурные сокращения',
  global: 'На всех страницах',
  page: 'На этой странице',
  search: 'открыть поиск',
  help: 'показать эту подсказку',
  closeDialog: 'закрыть окно или поиск',
  note: 'Пока курсор в поле ввода, клавиши печатают текст; Ctrl+K (⌘K на Mac) работает всегда.',
  close: 'Закрыть',
} as const;

export const t = { ...shared, study: { shortcuts } };
