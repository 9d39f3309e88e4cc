/** The shortcuts help dialog's interface strings, in Russian (loaded with the dialog). */
import { t as shared } from '../../i18n/index.ts';

export const shortcuts = {
  title: 'Клавиатурные сокращения',
  global: 'На всех страницах',
  page: 'На этой странице',
  note: 'Пока курсор в поле ввода, клавиши печатают текст; Ctrl+K (⌘K на Mac) работает всегда.',
  close: 'Закрыть',
} as const;

export const t = { ...shared, study: { shortcuts } };
