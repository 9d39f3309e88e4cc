/** Strings of a program block: its copy button, its recorded output, the button that runs it. Apart from ru.ts for the first chunk's sake. */
import { t as shared } from './index.ts';
import { ruPlural } from './plural.ts';

export const code = {
  copy: 'Копировать',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать',
  copyLabel: 'Скопировать код',
  showOutput: 'Показать вывод программы',
  output: 'Вывод',
  exitStatus: (code: number) => `exit status ${code}`,
  verifiedWith: (version: string) => `проверено на ${version}`,
  timing: 'Вывод зависит от планировщика: в другом запуске он может немного отличаться.',
  noOutput: '(программа ничего не вывела)',
  longOutput: (lines: number) => `Вывод программы, ${lines} ${ruPlural(lines, 'строка', 'строки', 'строк')}: прокручивается внутри рамки`,
} as const;

/** The button on every program that opens it in the browser's Go (the editor's own strings: src/runner/ui/strings.ts). */
export const run = {
  open: 'Изменить и запустить',
  openLabel: (program: string) => `Изменить и запустить ${program}`,
  cannot: (reason: string) => `В браузере не запускается: ${reason}`,
} as const;

export const t = { ...shared, code, run };
