/** The panic-stepper lab's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';
import { labs } from '../strings.ts';

export const panicStepper = {
  title: 'Стек, defer и panic по шагам',
  lead: 'Пройдите маленькую программу шаг за шагом: кадры на стеке горутины, отложенные вызовы каждого кадра, начало паники, раскрутка с defer-ами в обратном порядке, recover и именованные результаты. Консоль заполняется так же, как у настоящего Go 1.27: вывод каждой программы сверен с реальным запуском.',
  controls: 'Управление',
  keys: 'Клавиши ← и → листают шаги.',
  keysEmbed: 'Клавиши ← и →, когда фокус на степпере.',
  source: 'Программа',
  sourceLabel: (line: number | null) => `Исходный код программы${line ? `, текущая строка ${line}` : ''}`,
  stack: 'Стек горутины',
  stackHint: 'вершина сверху',
  panics: 'Паника',
  noPanic: 'паники нет',
  panicActive: 'раскручивает стек',
  panicRecovered: 'перехвачена recover',
  panicCrashed: 'не перехвачена — процесс завершён',
  panicSuperseded: 'ждёт: её отложенный вызов сам запаниковал, теперь раскручивает новая',
  console: 'Консоль',
  consoleEmpty: 'пока ничего не напечатано',
  trace: 'goroutine 1 [running]: … (трасса стека)',
  exit: (code: number) => `exit status ${code}`,
  vars: 'переменные',
  defers: 'defer-ы (следующий — сверху)',
  noDefers: 'отложенных вызовов нет',
  nextDefer: 'следующий',
  frameRun: 'выполняется',
  frameWaiting: 'ждёт: вызов выше ещё идёт',
  frameReturning: 'возвращается: выполняет defer-ы',
  framePanicking: 'паника выполняет его defer-ы',
  frameUnwound: 'раскручен',
  frameByPanic: 'вызван паникой — recover здесь сработает',
  frameByPanicDone: 'отложенный вызов, его вызвала паника',
  frameDeferred: 'отложенный вызов',
  emptyStack: 'стек пуст — программа завершилась',
  currentLine: 'текущая строка',
  pausedLine: 'здесь ждёт кадр ниже',
  summary: (k: number, n: number, stack: string, panic: string, lines: number) =>
    `Шаг ${k} из ${n}. Стек снизу вверх: ${stack || 'пуст'}. ${panic}. В консоли строк: ${lines}.`,
} as const;

export const t = { ...shared, labs, panicStepper };
