/**
 * What the keys every page listens for do, as the help dialog lists them. Loaded with every page (the
 * keys are registered at once); the dialog's own strings (./strings.ts) come with the dialog.
 */
export const globalKeys = {
  search: 'открыть поиск',
  help: 'показать эту подсказку',
  closeDialog: 'закрыть окно или поиск',
} as const;
