/** What the learner is told about saving one answer or grade (beside the feature; see src/i18n for the rest). */
export const saveStrings = {
  saving: 'Сохраняем…',
  saved: 'Сохранено',
  /** The browser refused the write (full disk, a storage error). */
  failed: 'Ответ не сохранён: браузер не смог записать прогресс. Сохраните прогресс в файл или нажмите «Повторить» в сообщении внизу экрана.',
  /** Storage is blocked: the answer is kept only while this tab is open. */
  memory: 'Ответ не сохранён в браузере: хранение данных запрещено, и он пропадёт, когда вкладка закроется. Сохраните прогресс в файл.',
  /** A newer release saved the progress: this tab writes nothing. */
  readonly: 'Ответ не сохранён: прогресс записан более новой версией приложения. Обновите страницу.',
};
