/** The runner's interface text (the button that opens it: t.run in src/i18n/code.ts). */
import type { CodeLinkError } from '../../url/codeLink.ts';

const mb = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} МБ`;

export const s = {
  title: (file: string) => `Редактор: ${file}`,
  editorLabel: 'Исходный код main.go',
  keysHint: 'Ctrl+Enter (⌘+Enter) — запустить. Tab делает отступ; чтобы уйти из редактора клавиатурой, нажмите Esc, затем Tab.',
  actions: 'Действия с программой',
  run: 'Запустить',
  stop: 'Остановить',
  format: 'Форматировать',
  formatting: 'Форматируем…',
  formatted: 'Отформатировано gofmt',
  reset: 'Сбросить',
  resetDone: 'Вернули исходную программу',
  share: 'Поделиться',
  shared: 'Ссылка скопирована',
  shareFailed: 'Не удалось скопировать ссылку: скопируйте её из адресной строки',
  shareTooBig: 'Программа слишком большая для ссылки',
  close: 'Закрыть',
  openPage: 'Открыть на отдельной странице',
  edited: 'изменена',
  restoredEdit: 'Показана ваша правка из этой вкладки. «Сбросить» вернёт исходную программу.',

  consentTitle: 'Загрузить Go для браузера?',
  consentText: (bytes: number, version: string) =>
    `Чтобы запускать программы прямо здесь, браузер один раз загрузит настоящий компилятор и компоновщик ${version}, собранные в WebAssembly, — ${mb(bytes)}. Потом они хранятся в браузере, и запуск работает без сети.`,
  consentYes: (bytes: number) => `Загрузить (${mb(bytes)})`,
  consentNo: 'Не сейчас',
  cancel: 'Отменить',
  progressDownload: 'Загружаем Go',
  progressCompile: 'Готовим компилятор',
  progressValue: (loaded: number, total: number) => `${mb(loaded)} из ${mb(total)}`,

  phase: { compile: 'Компиляция…', link: 'Сборка…', run: 'Запуск…' } as const,
  limit: (ms: number) => `Программа работает не дольше ${ms / 1000} с`,
  outputTitle: 'Вывод',
  idleOutput: 'Нажмите «Запустить», чтобы увидеть вывод.',
  noOutput: '(программа ничего не вывела)',
  exitStatus: (code: number) => `exit status ${code}`,
  where: (version: string) => `${version}, js/wasm, в браузере`,
  truncated: (mbLimit: string) => `Вывод обрезан: программа напечатала больше ${mbLimit}.`,
  stopped: 'Остановлено.',
  timeout: (ms: number) => `Остановлено: программа работала дольше ${ms / 1000} с.`,
  compileFailed: 'Не компилируется:',
  failed: (message: string) => `Не удалось запустить: ${message}`,
  infoFailed: 'Не удалось узнать, что нужно загрузить. Проверьте сеть и попробуйте ещё раз.',
  prepareFailed: (message: string) => `Не удалось загрузить Go: ${message} Ваша правка сохранена — попробуйте ещё раз.`,
  offlineNotReady: 'Нет сети, а Go для браузера ещё не загружен. Подключитесь к сети и запустите снова.',
  differs: (reason: string) => `В браузере вывод отличается от go run: ${reason}`,
  cannot: (reason: string) => `Эта программа не запускается в браузере: ${reason}`,
  errorsInEditor: (n: number) => (n === 1 ? 'Строка с ошибкой отмечена в редакторе.' : 'Строки с ошибками отмечены в редакторе.'),

  playTitle: 'Песочница Go',
  playLoading: 'Загружаем программу…',
  playNotFound: 'Такой программы в приложении нет',
  playNotFoundText: (id: string) => `Программы «${id}» нет: возможно, ссылка устарела или в ней опечатка.`,
  playNoId: 'В ссылке не указана программа.',
  playShared: 'Открыта правка из ссылки. «Сбросить» вернёт исходную программу.',
  linkBroken: (why: CodeLinkError) => `Правку из ссылки открыть не удалось (${LINK_ERRORS[why]}), поэтому показана исходная программа.`,
};

const LINK_ERRORS: Record<CodeLinkError, string> = {
  'too-long': 'ссылка слишком длинная',
  'unknown-version': 'ссылка сделана другой версией приложения',
  'bad-encoding': 'ссылка повреждена',
  'bad-deflate': 'ссылка обрезана или повреждена',
  'too-large': 'программа в ссылке слишком большая',
  'bad-utf8': 'ссылка повреждена',
};
