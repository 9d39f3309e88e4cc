/**
 * The error-chain model: an immutable tree of Go error values and pure functions that answer what
 * Go's errors package answers for it (Go 1.26+: src/errors/wrap.go, src/fmt/errors.go,
 * src/errors/join.go). Every walk is returned with its steps, so the view can replay it.
 *
 * What each node is in Go:
 *   new(text)          errors.New(text)                 *errors.errorString, a fresh pointer
 *   sentinel(Name)     a package variable ErrName        *errors.errorString, the same pointer everywhere
 *   wrap(verbs, m, …)  fmt.Errorf("m: %w, %v", …)        0 × %w → *errors.errorString (no Unwrap),
 *                                                         1 × %w → *fmt.wrapError (Unwrap() error),
 *                                                         2+ × %w → *fmt.wrapErrors (Unwrap() []error)
 *   join(…)            errors.Join(…)                    *errors.joinError (Unwrap() []error)
 *   query(op, e)       &QueryError{Op, Err}              Unwrap() error
 *   status(code)       &StatusError{Code}                Is(error) bool: same type and code
 *   timeout(op)        &TimeoutError{Op}                 Timeout() bool
 *   legacy(code)       &LegacyError{Code}                As(any) bool: fills a *StatusError target
 */

export const SENTINELS = {
  ErrNotFound: 'not found',
  ErrTimeout: 'timeout',
  ErrPermission: 'permission denied',
} as const;
export type SentinelName = keyof typeof SENTINELS;
export const SENTINEL_NAMES = Object.keys(SENTINELS) as SentinelName[];

export type Verb = 'w' | 'v';

export type ErrNode =
  | { readonly kind: 'new'; readonly text: string }
  | { readonly kind: 'sentinel'; readonly name: SentinelName }
  | { readonly kind: 'wrap'; readonly verbs: readonly Verb[]; readonly msg: string; readonly args: readonly ErrNode[] }
  | { readonly kind: 'join'; readonly children: readonly ErrNode[] }
  | { readonly kind: 'query'; readonly op: string; readonly err: ErrNode }
  | { readonly kind: 'status'; readonly code: number }
  | { readonly kind: 'timeout'; readonly op: string }
  | { readonly kind: 'legacy'; readonly code: number };

/** Node ids are paths: "r" is the root, "r.1.0" the first argument of the root's second argument. */
export type NodeId = string;
export const ROOT: NodeId = 'r';

/** Every direct sub-expression of a node (for %v arguments too: they are drawn, but are not in the tree). */
export function argsOf(node: ErrNode): readonly ErrNode[] {
  switch (node.kind) {
    case 'wrap':
      return node.args;
    case 'join':
      return node.children;
    case 'query':
      return [node.err];
    default:
      return [];
  }
}

export function nodeAt(tree: ErrNode, id: NodeId): ErrNode | undefined {
  if (id === ROOT) return tree;
  if (!id.startsWith(`${ROOT}.`)) return undefined;
  let node: ErrNode | undefined = tree;
  for (const part of id.slice(2).split('.')) {
    const i = Number(part);
    node = node ? argsOf(node)[i] : undefined;
    if (!node) return undefined;
  }
  return node;
}

export function countNodes(tree: ErrNode): number {
  return 1 + argsOf(tree).reduce((n, a) => n + countNodes(a), 0);
}

export function depthOf(tree: ErrNode): number {
  return 1 + Math.max(0, ...argsOf(tree).map(depthOf));
}

// ---------------------------------------------------------------------------------------------
// Go types and methods

/** The dynamic type Go would report with %T. */
export function goType(node: ErrNode): string {
  switch (node.kind) {
    case 'new':
    case 'sentinel':
      return '*errors.errorString';
    case 'wrap': {
      const w = node.verbs.filter((v) => v === 'w').length;
      return w === 0 ? '*errors.errorString' : w === 1 ? '*fmt.wrapError' : '*fmt.wrapErrors';
    }
    case 'join':
      return '*errors.joinError';
    case 'query':
      return '*QueryError';
    case 'status':
      return '*StatusError';
    case 'timeout':
      return '*TimeoutError';
    case 'legacy':
      return '*LegacyError';
  }
}

export type Unwrapped =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly child: ErrNode; readonly id: NodeId }
  | { readonly kind: 'multi'; readonly children: readonly { node: ErrNode; id: NodeId }[] };

/** What the node's Unwrap method returns, if it has one (with the ids of the children). */
export function unwrapOf(node: ErrNode, id: NodeId): Unwrapped {
  switch (node.kind) {
    case 'wrap': {
      const wrapped = node.args.map((a, i) => ({ node: a, id: `${id}.${i}`, verb: node.verbs[i] })).filter((a) => a.verb === 'w');
      if (wrapped.length === 0) return { kind: 'none' };
      if (wrapped.length === 1) return { kind: 'single', child: wrapped[0]!.node, id: wrapped[0]!.id };
      return { kind: 'multi', children: wrapped.map(({ node: n, id: i }) => ({ node: n, id: i })) };
    }
    case 'join':
      return { kind: 'multi', children: node.children.map((c, i) => ({ node: c, id: `${id}.${i}` })) };
    case 'query':
      return { kind: 'single', child: node.err, id: `${id}.0` };
    default:
      return { kind: 'none' };
  }
}

/** The methods a learner cares about, as Go declares them. */
export function methodsOf(node: ErrNode): string[] {
  const out = ['Error() string'];
  const u = unwrapOf(node, ROOT);
  if (u.kind === 'single') out.push('Unwrap() error');
  if (u.kind === 'multi') out.push('Unwrap() []error');
  if (node.kind === 'status') out.push('Is(error) bool');
  if (node.kind === 'timeout') out.push('Timeout() bool');
  if (node.kind === 'legacy') out.push('As(any) bool');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Error()

/** The format string fmt.Errorf gets for a wrap node. */
export function formatOf(node: Extract<ErrNode, { kind: 'wrap' }>): string {
  const verbs = node.verbs.map((v) => `%${v}`).join(', ');
  return node.msg === '' ? verbs : `${node.msg}: ${verbs}`;
}

export function errorText(node: ErrNode): string {
  switch (node.kind) {
    case 'new':
      return node.text;
    case 'sentinel':
      return SENTINELS[node.name];
    case 'wrap': {
      const parts = node.args.map(errorText).join(', ');
      return node.msg === '' ? parts : `${node.msg}: ${parts}`;
    }
    case 'join':
      return node.children.map(errorText).join('\n');
    case 'query':
      return `${node.op}: ${errorText(node.err)}`;
    case 'status':
      return `status ${node.code}`;
    case 'timeout':
      return `${node.op}: timeout`;
    case 'legacy':
      return `legacy code ${node.code}`;
  }
}

/** Go's %q for the strings this model makes (printable text, newlines from Join). */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

// ---------------------------------------------------------------------------------------------
// Targets

export type IsTarget =
  | { readonly kind: 'sentinel'; readonly name: SentinelName }
  | { readonly kind: 'status'; readonly code: number }
  /** errors.New with the same text as ErrNotFound: a different pointer. */
  | { readonly kind: 'new'; readonly text: string };

export const AS_TARGETS = ['QueryError', 'StatusError', 'TimeoutError', 'LegacyError', 'Timeouter'] as const;
export type AsTarget = (typeof AS_TARGETS)[number];

export function isTargetLabel(t: IsTarget): string {
  switch (t.kind) {
    case 'sentinel':
      return t.name;
    case 'status':
      return `&StatusError{Code: ${t.code}}`;
    case 'new':
      return `errors.New(${goQuote(t.text)})`;
  }
}

/** The Go type `var target T` has for errors.As(err, &target). */
export function asTargetType(t: AsTarget): string {
  return t === 'Timeouter' ? 'interface{ Timeout() bool }' : `*${t}`;
}

/** The type argument of errors.AsType: an interface there must embed error. */
export function asTypeArg(t: AsTarget): string {
  return t === 'Timeouter' ? 'interface{ error; Timeout() bool }' : `*${t}`;
}

// ---------------------------------------------------------------------------------------------
// Walks

export type StepAction =
  /** `err == target` (the target is comparable: every target here is a pointer). */
  | 'compare'
  /** errors.As: is the node's dynamic type assignable to the target's type? */
  | 'assign'
  /** the node's own Is(target) / As(target) method */
  | 'method'
  /** Unwrap() error: go on with the single child */
  | 'unwrap'
  /** Unwrap() []error: each child in order, depth first */
  | 'children'
  /** no Unwrap method: this branch ends with false */
  | 'leaf'
  /** every child of a multi-node said false */
  | 'exhausted'
  | 'found';

export interface WalkStep {
  readonly node: NodeId;
  readonly action: StepAction;
  /** The answer of this check (compare, assign, method), when there is one. */
  readonly result?: boolean;
  /** Russian, one line. */
  readonly text: string;
}

export interface IsWalk {
  readonly result: boolean;
  readonly matched: NodeId | null;
  readonly steps: readonly WalkStep[];
}

function shortLabel(node: ErrNode): string {
  switch (node.kind) {
    case 'sentinel':
      return node.name;
    case 'new':
      return `errors.New(${goQuote(node.text)})`;
    case 'wrap':
      return `fmt.Errorf(${goQuote(formatOf(node))}, …)`;
    case 'join':
      return 'errors.Join(…)';
    case 'query':
      return `&QueryError{Op: ${goQuote(node.op)}}`;
    case 'status':
      return `&StatusError{Code: ${node.code}}`;
    case 'timeout':
      return `&TimeoutError{Op: ${goQuote(node.op)}}`;
    case 'legacy':
      return `&LegacyError{Code: ${node.code}}`;
  }
}
export { shortLabel as nodeLabel };

function isEqual(node: ErrNode, target: IsTarget): boolean {
  // Every value here is a pointer: == is identity. Only a sentinel variable is the same pointer
  // as itself; errors.New and &StatusError{} in the target are fresh allocations.
  return node.kind === 'sentinel' && target.kind === 'sentinel' && node.name === target.name;
}

/** errors.Is(tree, target), step by step, in the order Go's errors.is runs. */
export function walkIs(tree: ErrNode, target: IsTarget): IsWalk {
  const steps: WalkStep[] = [];
  const label = isTargetLabel(target);
  const visit = (start: ErrNode, startId: NodeId): NodeId | null => {
    let node = start;
    let id = startId;
    for (;;) {
      const eq = isEqual(node, target);
      steps.push({
        node: id,
        action: 'compare',
        result: eq,
        text: eq
          ? `${shortLabel(node)} == ${label}: это та же переменная-sentinel, тот же указатель — совпадение.`
          : node.kind === 'new' && target.kind !== 'status' && node.text === (target.kind === 'new' ? target.text : SENTINELS[target.name])
            ? `${shortLabel(node)} == ${label}: false — текст тот же, но это другой указатель; == сравнивает адреса, а не текст.`
            : `${shortLabel(node)} == ${label}: false (${goType(node)} — другое значение).`,
      });
      if (eq) return id;
      if (node.kind === 'status') {
        const ok = target.kind === 'status' && target.code === node.code;
        steps.push({
          node: id,
          action: 'method',
          result: ok,
          text: ok
            ? `У звена есть метод Is: (*StatusError).Is(${label}) сравнивает коды ${node.code} == ${target.kind === 'status' ? target.code : ''} — true.`
            : target.kind === 'status'
              ? `Метод (*StatusError).Is: коды ${node.code} и ${target.code} различаются — false.`
              : `Метод (*StatusError).Is: цель не *StatusError — false.`,
        });
        if (ok) return id;
      }
      const u = unwrapOf(node, id);
      if (u.kind === 'single') {
        steps.push({ node: id, action: 'unwrap', text: 'Метода Is у звена нет — вызываем Unwrap() error и идём к единственному ребёнку.' });
        node = u.child;
        id = u.id;
        continue;
      }
      if (u.kind === 'multi') {
        steps.push({ node: id, action: 'children', text: `Unwrap() []error: ${u.children.length} ${plural(u.children.length)}; проверяем каждого по порядку, каждого до самого дна.` });
        for (const c of u.children) {
          const hit = visit(c.node, c.id);
          if (hit !== null) return hit;
        }
        steps.push({ node: id, action: 'exhausted', result: false, text: 'Ни одна ветка не совпала — этот узел отвечает false.' });
        return null;
      }
      steps.push({
        node: id,
        action: 'leaf',
        result: false,
        text:
          node.kind === 'wrap'
            ? 'fmt.Errorf без %w вернул *errors.errorString: Unwrap нет, цепочка здесь оборвана — false.'
            : 'Unwrap нет — ветка закончилась, false.',
      });
      return null;
    }
  };
  const matched = visit(tree, ROOT);
  if (matched !== null) steps.push({ node: matched, action: 'found', result: true, text: `errors.Is вернул true: совпал узел ${shortLabel(nodeAt(tree, matched)!)}.` });
  else steps.push({ node: ROOT, action: 'found', result: false, text: 'Дерево обойдено целиком — errors.Is вернул false.' });
  return { result: matched !== null, matched, steps };
}

function plural(n: number): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return 'ребёнок';
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return 'ребёнка';
  return 'детей';
}

function assignable(node: ErrNode, target: AsTarget): boolean {
  switch (target) {
    case 'QueryError':
      return node.kind === 'query';
    case 'StatusError':
      return node.kind === 'status';
    case 'TimeoutError':
      return node.kind === 'timeout';
    case 'LegacyError':
      return node.kind === 'legacy';
    case 'Timeouter':
      return node.kind === 'timeout';
  }
}

export interface AsWalk {
  readonly result: boolean;
  /** The node whose type matched, or whose As method said true. */
  readonly matched: NodeId | null;
  /** What ends up in the target: the matched node, or what its As method put there. */
  readonly value: ErrNode | null;
  readonly viaMethod: boolean;
  readonly steps: readonly WalkStep[];
}

/** errors.As(tree, &target) with `var target T` — and errors.AsType[T], which walks the same way. */
export function walkAs(tree: ErrNode, target: AsTarget): AsWalk {
  const steps: WalkStep[] = [];
  const tt = asTargetType(target);
  let value: ErrNode | null = null;
  let viaMethod = false;
  const visit = (start: ErrNode, startId: NodeId): NodeId | null => {
    let node = start;
    let id = startId;
    for (;;) {
      const ok = assignable(node, target);
      steps.push({
        node: id,
        action: 'assign',
        result: ok,
        text: ok
          ? target === 'Timeouter'
            ? `${goType(node)} реализует ${tt} (есть метод Timeout) — записываем звено в target.`
            : `Тип звена ${goType(node)} совпадает с ${tt} — записываем звено в target.`
          : `Тип ${goType(node)} нельзя присвоить ${tt}.`,
      });
      if (ok) {
        value = node;
        return id;
      }
      if (node.kind === 'legacy') {
        const m = target === 'StatusError';
        steps.push({
          node: id,
          action: 'method',
          result: m,
          text: m
            ? `Метод (*LegacyError).As получил **StatusError и сам записал туда &StatusError{Code: ${node.code}} — true.`
            : `Метод (*LegacyError).As умеет заполнять только *StatusError — false.`,
        });
        if (m) {
          value = { kind: 'status', code: node.code };
          viaMethod = true;
          return id;
        }
      }
      const u = unwrapOf(node, id);
      if (u.kind === 'single') {
        steps.push({ node: id, action: 'unwrap', text: 'Unwrap() error — переходим к ребёнку.' });
        node = u.child;
        id = u.id;
        continue;
      }
      if (u.kind === 'multi') {
        steps.push({ node: id, action: 'children', text: `Unwrap() []error: ${u.children.length} ${plural(u.children.length)}, обходим в глубину слева направо.` });
        for (const c of u.children) {
          const hit = visit(c.node, c.id);
          if (hit !== null) return hit;
        }
        steps.push({ node: id, action: 'exhausted', result: false, text: 'Ни в одной ветке нужного типа нет — false для этого узла.' });
        return null;
      }
      steps.push({ node: id, action: 'leaf', result: false, text: 'Unwrap нет — ветка закончилась.' });
      return null;
    }
  };
  const matched = visit(tree, ROOT);
  if (matched !== null) {
    steps.push({ node: matched, action: 'found', result: true, text: `errors.As вернул true; в target лежит ${shortLabel(value!)} (Error(): ${goQuote(errorText(value!))}).` });
  } else {
    steps.push({ node: ROOT, action: 'found', result: false, text: `Звена типа ${tt} в дереве нет — errors.As вернул false, target не тронут.` });
  }
  return { result: matched !== null, matched, value, viaMethod, steps };
}

export interface UnwrapResult {
  /** The child errors.Unwrap returns, or null for nil. */
  readonly result: ErrNode | null;
  readonly id: NodeId | null;
  /** Russian: why. */
  readonly text: string;
}

/** errors.Unwrap(tree): only Unwrap() error counts; a Join or several %w give nil. */
export function unwrapOnce(tree: ErrNode): UnwrapResult {
  const u = unwrapOf(tree, ROOT);
  if (u.kind === 'single') return { result: u.child, id: u.id, text: `У ${goType(tree)} есть Unwrap() error — errors.Unwrap возвращает ребёнка.` };
  if (u.kind === 'multi') {
    return {
      result: null,
      id: null,
      text: `У ${goType(tree)} метод Unwrap() []error, а errors.Unwrap вызывает только Unwrap() error — результат nil, хотя детей ${u.children.length}.`,
    };
  }
  if (tree.kind === 'wrap') return { result: null, id: null, text: 'fmt.Errorf без %w вернул *errors.errorString — Unwrap нет, результат nil.' };
  return { result: null, id: null, text: `У ${goType(tree)} нет метода Unwrap — результат nil.` };
}

// ---------------------------------------------------------------------------------------------
// The Go program of a tree and the lines it prints

/** The Go expression that builds the tree; long calls are broken over lines, gofmt style. */
export function goExpr(node: ErrNode, indent = 0): string {
  const one = goExprOneLine(node);
  if (one.length + indent * 4 <= 72 || argsOf(node).length === 0) return one;
  const pad = '\t'.repeat(indent + 1);
  const close = '\t'.repeat(indent);
  switch (node.kind) {
    case 'wrap':
      return `fmt.Errorf(\n${pad}${goQuote(formatOf(node))},\n${node.args.map((a) => `${pad}${goExpr(a, indent + 1)},\n`).join('')}${close})`;
    case 'join':
      return `errors.Join(\n${node.children.map((a) => `${pad}${goExpr(a, indent + 1)},\n`).join('')}${close})`;
    case 'query':
      return `&QueryError{\n${pad}Op:  ${goQuote(node.op)},\n${pad}Err: ${goExpr(node.err, indent + 1)},\n${close}}`;
    default:
      return one;
  }
}

function goExprOneLine(node: ErrNode): string {
  switch (node.kind) {
    case 'new':
      return `errors.New(${goQuote(node.text)})`;
    case 'sentinel':
      return node.name;
    case 'wrap':
      return `fmt.Errorf(${[goQuote(formatOf(node)), ...node.args.map(goExprOneLine)].join(', ')})`;
    case 'join':
      return `errors.Join(${node.children.map(goExprOneLine).join(', ')})`;
    case 'query':
      return `&QueryError{Op: ${goQuote(node.op)}, Err: ${goExprOneLine(node.err)}}`;
    case 'status':
      return `&StatusError{Code: ${node.code}}`;
    case 'timeout':
      return `&TimeoutError{Op: ${goQuote(node.op)}}`;
    case 'legacy':
      return `&LegacyError{Code: ${node.code}}`;
  }
}

/** The Is targets a preset's Go program checks, in the order it prints them. */
export function allIsTargets(code: number): IsTarget[] {
  return [...SENTINEL_NAMES.map((name) => ({ kind: 'sentinel', name }) as const), { kind: 'status', code }, { kind: 'new', text: SENTINELS.ErrNotFound }];
}

/** Exactly what the Go program of `tree` prints (see goProgram), computed from the model. */
export function expectedLines(tree: ErrNode, code: number): string[] {
  const lines = [`Error: ${goQuote(errorText(tree))}`];
  for (const t of allIsTargets(code)) lines.push(`Is ${isTargetLabel(t)}: ${walkIs(tree, t).result}`);
  for (const t of AS_TARGETS) {
    const w = walkAs(tree, t);
    const shown = w.value ? `true ${goQuote(errorText(w.value))}` : 'false';
    lines.push(`As ${asTargetType(t)}: ${shown}`);
    lines.push(`AsType ${asTypeArg(t)}: ${shown}`);
  }
  const u = unwrapOnce(tree);
  lines.push(`Unwrap: ${u.result ? goQuote(errorText(u.result)) : '<nil>'}`);
  return lines;
}

const GO_PRELUDE = `package main

import (
	"errors"
	"fmt"
)

var (
	ErrNotFound   = errors.New("not found")
	ErrTimeout    = errors.New("timeout")
	ErrPermission = errors.New("permission denied")
)

// QueryError оборачивает причину: Unwrap() error.
type QueryError struct {
	Op  string
	Err error
}

func (e *QueryError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *QueryError) Unwrap() error { return e.Err }

// StatusError совпадает с любым *StatusError с тем же кодом: метод Is.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("status %d", e.Code) }
func (e *StatusError) Is(target error) bool {
	t, ok := target.(*StatusError)
	return ok && t.Code == e.Code
}

// TimeoutError ничего не оборачивает, но умеет Timeout().
type TimeoutError struct{ Op string }

func (e *TimeoutError) Error() string { return e.Op + ": timeout" }
func (e *TimeoutError) Timeout() bool { return true }

// LegacyError умеет притвориться *StatusError: метод As.
type LegacyError struct{ Code int }

func (e *LegacyError) Error() string { return fmt.Sprintf("legacy code %d", e.Code) }
func (e *LegacyError) As(target any) bool {
	if p, ok := target.(**StatusError); ok {
		*p = &StatusError{Code: e.Code}
		return true
	}
	return false
}

type timeouter interface{ Timeout() bool }

type timeoutError interface {
	error
	Timeout() bool
}

func show(found any, ok bool) string {
	if !ok {
		return "false"
	}
	return fmt.Sprintf("true %q", found.(error).Error())
}
`;

/** The complete Go program that prints expectedLines(tree, code) — kept at content/labs/error-chain/<preset>/main.go. */
export function goProgram(tree: ErrNode, code: number, title: string): string {
  const body = [
    `\terr := ${goExpr(tree, 1)}`,
    '',
    '\tfmt.Printf("Error: %q\\n", err.Error())',
    '\tfmt.Println("Is ErrNotFound:", errors.Is(err, ErrNotFound))',
    '\tfmt.Println("Is ErrTimeout:", errors.Is(err, ErrTimeout))',
    '\tfmt.Println("Is ErrPermission:", errors.Is(err, ErrPermission))',
    `\tfmt.Println("Is &StatusError{Code: ${code}}:", errors.Is(err, &StatusError{Code: ${code}}))`,
    '\tfmt.Println(`Is errors.New("not found"):`, errors.Is(err, errors.New("not found")))',
    '',
    '\tvar qe *QueryError',
    '\tok := errors.As(err, &qe)',
    '\tfmt.Println("As *QueryError:", show(qe, ok))',
    '\tqt, ok := errors.AsType[*QueryError](err)',
    '\tfmt.Println("AsType *QueryError:", show(qt, ok))',
    '',
    '\tvar se *StatusError',
    '\tok = errors.As(err, &se)',
    '\tfmt.Println("As *StatusError:", show(se, ok))',
    '\tst, ok := errors.AsType[*StatusError](err)',
    '\tfmt.Println("AsType *StatusError:", show(st, ok))',
    '',
    '\tvar te *TimeoutError',
    '\tok = errors.As(err, &te)',
    '\tfmt.Println("As *TimeoutError:", show(te, ok))',
    '\ttt, ok := errors.AsType[*TimeoutError](err)',
    '\tfmt.Println("AsType *TimeoutError:", show(tt, ok))',
    '',
    '\tvar le *LegacyError',
    '\tok = errors.As(err, &le)',
    '\tfmt.Println("As *LegacyError:", show(le, ok))',
    '\tlt, ok := errors.AsType[*LegacyError](err)',
    '\tfmt.Println("AsType *LegacyError:", show(lt, ok))',
    '',
    '\tvar to timeouter',
    '\tok = errors.As(err, &to)',
    '\tfmt.Println("As interface{ Timeout() bool }:", show(to, ok))',
    '\tti, ok := errors.AsType[timeoutError](err)',
    '\tfmt.Println("AsType interface{ error; Timeout() bool }:", show(ti, ok))',
    '',
    '\tif u := errors.Unwrap(err); u != nil {',
    '\t\tfmt.Printf("Unwrap: %q\\n", u.Error())',
    '\t} else {',
    '\t\tfmt.Println("Unwrap: <nil>")',
    '\t}',
  ];
  return `// Пресет «${title}» лаборатории /labs/error-chain: то же дерево ошибок на настоящем Go.
// Файл порождён из пресета (src/engine/error-chain/model.ts, goProgram); тест сверяет его с пресетом.
${GO_PRELUDE}
func main() {
${body.join('\n')}
}
`;
}
