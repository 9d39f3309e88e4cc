/**
 * Presets of the error-chain lab. Ids are API (links, content/labs/error-chain/<id>/main.go).
 * Each preset's Go program is goProgram(tree, code) from model.ts, run with a real Go; the test
 * compares its recorded stdout with expectedLines from the model.
 */
import type { AsTarget, ErrNode } from './model.ts';
import { parseExpr } from './expr.ts';

export const PRESET_IDS = ['wrap-chain', 'v-breaks', 'join-sentinel', 'multi-w', 'is-by-code', 'as-interface', 'as-method', 'new-identity'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const IS_TARGET_KEYS = ['ErrNotFound', 'ErrTimeout', 'ErrPermission', 'StatusError', 'NewNotFound'] as const;
export type IsTargetKey = (typeof IS_TARGET_KEYS)[number];

export type Mode = 'is' | 'as' | 'unwrap';

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  /** The tree, in the link format (parsed once below). */
  expr: string;
  mode: Mode;
  target: IsTargetKey;
  code: number;
  as: AsTarget;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'wrap-chain',
    title: 'Цепочка из %w',
    description:
      'Два fmt.Errorf с %w поверх ErrNotFound. Каждый слой добавляет текст слева, а errors.Is спускается через Unwrap() error до самого sentinel-а: на третьем звене == даёт true. Переключите цель на ErrTimeout — обход дойдёт до дна и вернёт false.',
    expr: 'wrap(w,load user 42,wrap(w,read row,sentinel(ErrNotFound)))',
    mode: 'is',
    target: 'ErrNotFound',
    code: 404,
    as: 'QueryError',
  },
  {
    id: 'v-breaks',
    title: '%v обрывает цепочку',
    description:
      'Средний слой написан через %v: fmt.Errorf без %w возвращает обычный *errors.errorString. Текст целиком тот же, «not found» в нём есть, но Unwrap у этого звена нет — errors.Is останавливается на нём и отвечает false. Пунктирная рамка — то, что осталось только текстом.',
    expr: 'wrap(w,load user 42,wrap(v,read row,sentinel(ErrNotFound)))',
    mode: 'is',
    target: 'ErrNotFound',
    code: 404,
    as: 'QueryError',
  },
  {
    id: 'join-sentinel',
    title: 'Sentinel внутри Join',
    description:
      'errors.Join собирает две ошибки валидации; одна из них — ErrPermission. Is обходит детей Join по порядку и находит sentinel во второй ветке. Режим Unwrap: errors.Unwrap снимает только верхний fmt.Errorf и возвращает сам Join; дальше он бессилен — у Join метод Unwrap() []error, а не Unwrap() error.',
    expr: 'wrap(w,validate order,join(new(empty address),wrap(w,coupon SPRING,sentinel(ErrPermission))))',
    mode: 'is',
    target: 'ErrPermission',
    code: 404,
    as: 'QueryError',
  },
  {
    id: 'multi-w',
    title: 'Несколько %w: обход в глубину',
    description:
      'fmt.Errorf с двумя %w даёт Unwrap() []error. Поиск ErrNotFound сначала проходит всю левую ветку до дна (primary → ErrTimeout), и только потом правую. Порядок — pre-order в глубину; errors.Unwrap для такого узла возвращает nil.',
    expr: 'wrap(ww,sync,wrap(w,primary,sentinel(ErrTimeout)),join(query(replica,sentinel(ErrNotFound)),timeout(dial)))',
    mode: 'is',
    target: 'ErrNotFound',
    code: 404,
    as: 'Timeouter',
  },
  {
    id: 'is-by-code',
    title: 'Свой тип с методом Is',
    description:
      'Цель — новый &StatusError{Code: 503}: это другой указатель, поэтому == ложно на каждом звене. Совпадение даёт метод Is у *StatusError, который сравнивает коды. Поменяйте код цели на 500 — метод ответит false.',
    expr: 'wrap(w,call billing,query(POST /charge,status(503)))',
    mode: 'is',
    target: 'StatusError',
    code: 503,
    as: 'StatusError',
  },
  {
    id: 'as-interface',
    title: 'As в интерфейс',
    description:
      'Цель errors.As — переменная интерфейсного типа interface{ Timeout() bool }. Подходит первое звено, чей тип реализует интерфейс: *QueryError не реализует, *TimeoutError — да. Для errors.AsType интерфейс обязан включать error.',
    expr: 'wrap(w,fetch profile,query(GET /profile,timeout(dial tcp)))',
    mode: 'as',
    target: 'ErrTimeout',
    code: 404,
    as: 'Timeouter',
  },
  {
    id: 'as-method',
    title: 'Метод As у своего типа',
    description:
      'У *LegacyError нет нужного типа, но есть метод As: получив **StatusError, он сам кладёт туда &StatusError{Code: 402}. Поэтому errors.As в *StatusError — true. А errors.Is(err, &StatusError{Code: 402}) — false: метод As не помогает Is.',
    expr: 'wrap(w,charge card,legacy(402))',
    mode: 'as',
    target: 'StatusError',
    code: 402,
    as: 'StatusError',
  },
  {
    id: 'new-identity',
    title: 'Тот же текст — не та ошибка',
    description:
      'Внизу цепочки errors.New("not found"), а не ErrNotFound. Тексты совпадают, но errors.Is сравнивает значения интерфейса, то есть указатели: ни ErrNotFound, ни свежий errors.New("not found") не совпадают. Sentinel — это переменная, а не строка.',
    expr: 'wrap(w,find user,new(not found))',
    mode: 'is',
    target: 'ErrNotFound',
    code: 404,
    as: 'QueryError',
  },
];

function treeOf(p: Preset): ErrNode {
  const r = parseExpr(p.expr);
  if (!r.ok) throw new Error(`preset ${p.id}: ${r.error}`);
  return r.tree;
}

export const PRESET_TREES: Readonly<Record<PresetId, ErrNode>> = Object.fromEntries(PRESETS.map((p) => [p.id, treeOf(p)])) as Record<PresetId, ErrNode>;

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
