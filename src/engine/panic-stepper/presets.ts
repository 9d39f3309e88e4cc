/**
 * Presets of the panic stepper: small programs whose real Go output is recorded. Ids are API
 * (links, content/labs/panic-stepper/<id>/main.go, which is goSource() of the preset).
 */
import type { Expr, Func, Program, Stmt } from './program.ts';

const lit = (v: string | number): Expr => ({ lit: v });
const v = (name: string): Expr => ({ var: name });
const print = (...args: (string | number | Expr)[]): Stmt => ({ op: 'print', args: args.map((a) => (typeof a === 'object' ? a : lit(a))) });
const deferPrint = (...args: (string | number | Expr)[]): Stmt => ({ op: 'defer', call: { kind: 'print', args: args.map((a) => (typeof a === 'object' ? a : lit(a))) } });
const deferFn = (fn: string): Stmt => ({ op: 'defer', call: { kind: 'fn', fn } });
const deferClosure = (...body: Stmt[]): Stmt => ({ op: 'defer', call: { kind: 'closure', body } });
const call = (fn: string, into?: string): Stmt => (into ? { op: 'call', fn, into } : { op: 'call', fn });
const panicWith = (value: string | Expr): Stmt => ({ op: 'panic', value: typeof value === 'string' ? lit(value) : value });
const recoverInto = (into = 'r'): Stmt => ({ op: 'recover', into });
const ifNotNil = (name: string, ...then: Stmt[]): Stmt => ({ op: 'ifNotNil', name, then });
const decl = (name: string, value: string | number | Expr): Stmt => ({ op: 'set', name, value: typeof value === 'object' ? value : lit(value), decl: true });
const set = (name: string, value: string | number | Expr): Stmt => ({ op: 'set', name, value: typeof value === 'object' ? value : lit(value) });
const ret = (value?: string | number | Expr): Stmt => (value === undefined ? { op: 'return' } : { op: 'return', value: typeof value === 'object' ? value : lit(value) });
const fn = (name: string, body: Stmt[], result?: Func['result']): Func => (result ? { name, body, result } : { name, body });

export const PRESET_IDS = ['defer-order', 'recover-direct', 'recover-nested', 'recover-defer-fn', 'named-result', 'defer-return', 'repanic', 'deep-unwind', 'panic-in-defer'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  readonly id: PresetId;
  readonly title: string;
  readonly description: string;
  readonly program: Program;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'defer-order',
    title: 'Порядок defer и аргументы',
    description:
      'Три defer в одной функции выполняются в обратном порядке. У defer fmt.Println(…, x) аргументы вычисляются в строке defer — поэтому печатаются 1 и 2; замыкание читает x в момент вызова и видит 3.',
    program: {
      title: 'порядок defer и момент вычисления аргументов',
      funcs: [
        fn('main', [
          decl('x', 1),
          deferPrint('defer 1: x =', v('x')),
          deferClosure(print('defer 2 (замыкание): x =', v('x'))),
          set('x', 2),
          deferPrint('defer 3: x =', v('x')),
          set('x', 3),
          print('main: x =', v('x')),
        ]),
      ],
    },
  },
  {
    id: 'recover-direct',
    title: 'recover в defer паникующей функции',
    description:
      'parse паникует; её отложенные вызовы идут в обратном порядке, и замыкание с recover() останавливает панику. parse возвращается обычным образом, main продолжает работу, код выхода 0.',
    program: {
      title: 'recover прямо в отложенной функции паникующего кадра',
      funcs: [
        fn('parse', [
          deferClosure(recoverInto(), ifNotNil('r', print('parse: перехвачено:', v('r')))),
          deferPrint('parse: этот defer объявлен позже и выполнится первым'),
          print('parse: читаем вход'),
          panicWith('unexpected token'),
        ]),
        fn('main', [call('parse'), print('main: работаем дальше')]),
      ],
    },
  },
  {
    id: 'recover-nested',
    title: 'recover во вложенном хелпере',
    description:
      'Замыкание в defer вызывает logPanic, а recover() стоит уже в ней — на уровень глубже, чем нужно. recover возвращает nil, паника идёт дальше: defer в main ещё выполнится, затем процесс падает с кодом 2.',
    program: {
      title: 'recover во вложенной функции не останавливает панику',
      funcs: [
        fn('logPanic', [recoverInto(), print('logPanic: recover вернул', v('r'))]),
        fn('work', [deferClosure(call('logPanic')), panicWith('disk full')]),
        fn('main', [deferPrint('main: defer выполнится и при падении'), call('work'), print('main: сюда не дойдём')]),
      ],
    },
  },
  {
    id: 'recover-defer-fn',
    title: 'defer logPanic() — напрямую',
    description:
      'Та же logPanic, но отложена напрямую: defer logPanic(). Теперь её вызывает сама паника, и recover() внутри неё срабатывает. Сравните с пресетом «recover во вложенном хелпере».',
    program: {
      title: 'отложенная именованная функция с recover срабатывает',
      funcs: [
        fn('logPanic', [recoverInto(), print('logPanic: recover вернул', v('r'))]),
        fn('work', [deferFn('logPanic'), panicWith('disk full')]),
        fn('main', [call('work'), print('main: работаем дальше')]),
      ],
    },
  },
  {
    id: 'named-result',
    title: 'Именованный результат после recover',
    description:
      'Обе функции паникуют и перехватывают панику, и обе пишут -1 в переменную res. Но вызывающий видит -1 только у divideNamed: там res — именованный результат. У divideUnnamed res — локальная переменная, результат остаётся нулевым.',
    program: {
      title: 'именованный результат меняется в defer после recover',
      funcs: [
        fn('divideNamed', [deferClosure(recoverInto(), ifNotNil('r', set('res', -1))), panicWith('integer divide by zero')], { name: 'res', zero: 0 }),
        fn(
          'divideUnnamed',
          [decl('res', 7), deferClosure(recoverInto(), ifNotNil('r', set('res', -1), print('  divideUnnamed: локальная res =', v('res')))), panicWith('integer divide by zero')],
          { zero: 0 },
        ),
        fn('main', [call('divideNamed', 'a'), print('divideNamed вернула', v('a')), call('divideUnnamed', 'b'), print('divideUnnamed вернула', v('b'))]),
      ],
    },
  },
  {
    id: 'defer-return',
    title: 'defer меняет результат после return',
    description:
      'Без всякой паники: return 21 сначала кладёт значение в результат, потом выполняются defer-ы. В double результат именованный — замыкание удваивает именно его, и вызывающий получает 42. В single return n скопировал 21 в безымянный результат, и удвоение локальной n уже ничего не меняет.',
    program: {
      title: 'отложенная функция меняет именованный результат после return',
      funcs: [
        fn('double', [deferClosure(set('n', { mul: [v('n'), lit(2)] })), ret(21)], { name: 'n', zero: 0 }),
        fn('single', [decl('n', 21), deferClosure(set('n', { mul: [v('n'), lit(2)] })), ret(v('n'))], { zero: 0 }),
        fn('main', [call('double', 'a'), print('double вернула', v('a')), call('single', 'b'), print('single вернула', v('b'))]),
      ],
    },
  },
  {
    id: 'repanic',
    title: 'Перехватить, записать и паниковать снова',
    description:
      'handler перехватывает панику, пишет лог и бросает то же значение дальше: panic(r). Раскрутка продолжается, defer в main выполняется, процесс падает. Go 1.25+ печатает одну строку с пометкой [recovered, repanicked].',
    program: {
      title: 'повторная паника с тем же значением',
      funcs: [
        fn('handler', [deferClosure(recoverInto(), print('handler: записали в лог:', v('r')), panicWith(v('r'))), panicWith('assignment to nil map')]),
        fn('main', [deferPrint('main: defer выполняется и при повторной панике'), call('handler')]),
      ],
    },
  },
  {
    id: 'deep-unwind',
    title: 'Раскрутка через два кадра',
    description:
      'loadRow паникует на глубине трёх вызовов. Паника проходит loadRow и service, выполняя их defer-ы (в каждом кадре — в обратном порядке), и останавливается в handle, где recover и именованный результат status превращают её в код 500.',
    program: {
      title: 'паника в глубоком кадре раскручивает два кадра с их defer',
      funcs: [
        fn('loadRow', [deferPrint('loadRow: defer — закрываем rows'), print('loadRow: читаем строку'), panicWith('row 3: index out of range')]),
        fn('service', [deferPrint('service: defer 1'), deferPrint('service: defer 2'), call('loadRow'), print('service: после loadRow')]),
        fn(
          'handle',
          [deferClosure(recoverInto(), ifNotNil('r', print('handle: перехвачено:', v('r')), set('status', 500))), call('service'), ret(200)],
          { name: 'status', zero: 0 },
        ),
        fn('main', [call('handle', 'code'), print('main: статус', v('code'))]),
      ],
    },
  },
  {
    id: 'panic-in-defer',
    title: 'Паника внутри defer',
    description:
      'Отложенная функция сама паникует, пока идёт раскрутка первой паники. Обе попадают в цепочку: рантайм печатает первую, под ней с отступом вторую. Оставшийся defer в main при этом всё равно выполняется.',
    program: {
      title: 'паника внутри отложенного вызова во время раскрутки',
      funcs: [
        fn('main', [deferPrint('main: последний defer'), deferClosure(panicWith('close failed')), panicWith('write failed')]),
      ],
    },
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
