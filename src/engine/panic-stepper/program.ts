/**
 * A tiny structured Go program (functions made of print / set / call / defer / panic / recover /
 * if / return) and its rendering as real Go source. The stepper interprets the structure
 * (machine.ts); the same structure rendered by goSource() is the program that real Go ran
 * (content/labs/panic-stepper/<preset>/main.go), so every line the stepper highlights is a line
 * of that program.
 */

/** A panic value keeps its identity: panic(r) with the recovered r is "the same value" for Go. */
export interface PanicValue {
  readonly pv: number;
  readonly text: string;
}
export type Value = string | number | null | PanicValue;

export type Expr =
  | { readonly lit: string | number }
  | { readonly var: string }
  /** fmt.Sprint(a, b, …): here only strings and recovered values, so no spaces are added. */
  | { readonly sprint: readonly Expr[] }
  | { readonly add: readonly [Expr, Expr] }
  | { readonly mul: readonly [Expr, Expr] };

export type DeferCall =
  /** defer fmt.Println(args…): the arguments are evaluated at the defer statement. */
  | { readonly kind: 'print'; readonly args: readonly Expr[] }
  /** defer name(): a named function, called directly by the runtime. */
  | { readonly kind: 'fn'; readonly fn: string }
  /** defer func() { … }(): a closure over the enclosing function's variables. */
  | { readonly kind: 'closure'; readonly body: readonly Stmt[] };

export type Stmt =
  | { readonly op: 'print'; readonly args: readonly Expr[]; readonly note?: string }
  /** name := value (decl) or name = value. */
  | { readonly op: 'set'; readonly name: string; readonly value: Expr; readonly decl?: boolean; readonly note?: string }
  /** [into :=] fn() */
  | { readonly op: 'call'; readonly fn: string; readonly into?: string; readonly note?: string }
  | { readonly op: 'defer'; readonly call: DeferCall; readonly note?: string }
  | { readonly op: 'panic'; readonly value: Expr; readonly note?: string }
  /** into := recover() */
  | { readonly op: 'recover'; readonly into: string; readonly note?: string }
  /** if name != nil { … } */
  | { readonly op: 'ifNotNil'; readonly name: string; readonly then: readonly Stmt[]; readonly note?: string }
  | { readonly op: 'return'; readonly value?: Expr; readonly note?: string };

export interface Func {
  readonly name: string;
  /** The result: named (`(n int)`) or not (`int`); its zero value gives the Go type. */
  readonly result?: { readonly name?: string; readonly zero: 0 | '' };
  readonly body: readonly Stmt[];
}

export interface Program {
  /** One line for the file header comment. */
  readonly title: string;
  readonly funcs: readonly Func[];
}

// ---------------------------------------------------------------------------------------------

function goString(s: string): string {
  return JSON.stringify(s); // the texts here are plain: JSON escaping equals Go's for them
}

export function exprSource(e: Expr): string {
  if ('lit' in e) return typeof e.lit === 'number' ? String(e.lit) : goString(e.lit);
  if ('var' in e) return e.var;
  if ('sprint' in e) return `fmt.Sprint(${e.sprint.map(exprSource).join(', ')})`;
  if ('add' in e) return `${exprSource(e.add[0])} + ${exprSource(e.add[1])}`;
  return `${exprSource(e.mul[0])} * ${exprSource(e.mul[1])}`;
}

function typeOf(zero: 0 | ''): string {
  return zero === 0 ? 'int' : 'string';
}

export function signature(f: Func): string {
  if (!f.result) return `func ${f.name}()`;
  if (f.result.name) return `func ${f.name}() (${f.result.name} ${typeOf(f.result.zero)})`;
  return `func ${f.name}() ${typeOf(f.result.zero)}`;
}

/** One-line text of a deferred call as it sits in the defer list. */
export function deferLabel(call: DeferCall, closureName: string, frozen?: readonly Value[]): string {
  switch (call.kind) {
    case 'print':
      return `fmt.Println(${(frozen ?? []).map((v) => (typeof v === 'string' ? goString(v) : valueText(v))).join(', ')})`;
    case 'fn':
      return `${call.fn}()`;
    case 'closure':
      return `func() {…}()  — ${closureName}`;
  }
}

/** How fmt.Println shows a value. */
export function valueText(v: Value): string {
  if (v === null) return '<nil>';
  if (typeof v === 'object') return v.text;
  return String(v);
}

export interface Rendered {
  /** The whole main.go. */
  readonly source: string;
  /** 1-based line of every statement (by identity), and of every function header. */
  readonly lineOf: ReadonlyMap<Stmt, number>;
  readonly funcLine: ReadonlyMap<string, number>;
  /** The Go name of each closure, `main.func1` style, by its defer statement. */
  readonly closureName: ReadonlyMap<Stmt, string>;
}

/** Renders the program as gofmt-formatted Go. */
export function goSource(program: Program, header: readonly string[]): Rendered {
  const lines: string[] = [...header.map((h) => `// ${h}`), 'package main', '', 'import "fmt"'];
  const lineOf = new Map<Stmt, number>();
  const funcLine = new Map<string, number>();
  const closureName = new Map<Stmt, string>();
  const emit = (depth: number, text: string) => lines.push(`${'\t'.repeat(depth)}${text}`);
  for (const f of program.funcs) {
    let closures = 0;
    lines.push('');
    funcLine.set(f.name, lines.length + 1);
    emit(0, `${signature(f)} {`);
    const block = (stmts: readonly Stmt[], depth: number) => {
      for (const s of stmts) {
        if (s.note) emit(depth, `// ${s.note}`);
        lineOf.set(s, lines.length + 1);
        switch (s.op) {
          case 'print':
            emit(depth, `fmt.Println(${s.args.map(exprSource).join(', ')})`);
            break;
          case 'set':
            emit(depth, `${s.name} ${s.decl ? ':=' : '='} ${exprSource(s.value)}`);
            break;
          case 'call':
            emit(depth, s.into ? `${s.into} := ${s.fn}()` : `${s.fn}()`);
            break;
          case 'defer':
            if (s.call.kind === 'print') emit(depth, `defer fmt.Println(${s.call.args.map(exprSource).join(', ')})`);
            else if (s.call.kind === 'fn') emit(depth, `defer ${s.call.fn}()`);
            else {
              closures++;
              closureName.set(s, `${f.name}.func${closures}`);
              emit(depth, 'defer func() {');
              block(s.call.body, depth + 1);
              emit(depth, '}()');
            }
            break;
          case 'panic':
            emit(depth, `panic(${exprSource(s.value)})`);
            break;
          case 'recover':
            emit(depth, `${s.into} := recover()`);
            break;
          case 'ifNotNil':
            emit(depth, `if ${s.name} != nil {`);
            block(s.then, depth + 1);
            emit(depth, '}');
            break;
          case 'return':
            emit(depth, s.value ? `return ${exprSource(s.value)}` : 'return');
            break;
        }
      }
    };
    block(f.body, 1);
    emit(0, '}');
  }
  return { source: `${lines.join('\n')}\n`, lineOf, funcLine, closureName };
}
