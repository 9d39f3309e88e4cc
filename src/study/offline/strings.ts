/** The offline tool's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';

export const offline = {
  updateReady: 'Доступна новая версия — обновить',
  update: 'Обновить',
  later: 'Позже',
  updateHint: 'Страница перезагрузится; прогресс сохранится.',
  offline: 'Без сети',
  offlineHint: 'Сети нет. Главы, лаборатории и квизы работают из сохранённой копии, прогресс сохраняется на устройстве.',
} as const;

export const t = { ...shared, study: { offline } };
