/**
 * The stepper: runs a Program the way Go's runtime does (Go 1.21+ panic/defer/recover rules) and
 * records every step with the whole state, so the view can go back and forth.
 *
 * Rules modelled (runtime/panic.go):
 * - `defer` pushes onto the frame's own list; a returning frame runs its list LIFO, then returns.
 * - panic(v) walks frames from the panicking one towards main; in each it runs the remaining
 *   deferred calls LIFO; a frame without defers left is unwound. Frames stay on the goroutine
 *   stack while their deferred calls run above them.
 * - recover() returns the panic value only when called directly by a deferred call that the
 *   current panic invoked, and only once; then, when that deferred call returns, the frame that
 *   deferred it returns normally (its remaining defers run first) with its result slots as they
 *   are: a named result keeps what the deferred function wrote into it.
 * - A panic inside a deferred call starts a new panic; when it ends the program, all of them are
 *   printed (printpanics): `[recovered]`, and `[recovered, repanicked]` when the same value was
 *   panicked again (Go 1.25+). The program then exits with status 2.
 */
import {
  type DeferCall,
  type Expr,
  type Func,
  type PanicValue,
  type Program,
  type Stmt,
  type Value,
  deferLabel,
  valueText,
} from './program.ts';

interface DeferRec {
  readonly id: number;
  readonly call: DeferCall;
  readonly stmt: Stmt;
  readonly label: string;
  /** The Go name of a deferred closure (main.func1). */
  readonly name: string;
  /** defer fmt.Println: the arguments as evaluated at the defer statement. */
  readonly frozen?: readonly Value[];
}

interface Block {
  readonly body: readonly Stmt[];
  pc: number;
}

interface Frame {
  readonly id: number;
  readonly name: string;
  readonly kind: 'call' | 'deferred';
  blocks: Block[];
  readonly vars: Map<string, Value>;
  /** Closures see the variables of the frame they were made in. */
  readonly env: Frame | null;
  readonly defers: DeferRec[];
  readonly result: Func['result'];
  slot: Value;
  readonly into: string | undefined;
  /** The panic that called this deferred function (recover works only there). */
  readonly invokedBy: number | null;
  /** The defer statement this frame runs, for deferred calls. */
  readonly deferStmt: Stmt | null;
  mode: 'run' | 'returning' | 'panicking';
  unwound: boolean;
  /** A recovered panic stopped here: the frame returns what its result slots hold. */
  recovered: boolean;
  /** A return statement has filled the result slots. */
  returned: boolean;
  /** The statement being executed (for the highlighted line). */
  at: Stmt | null;
}

interface PanicRec {
  readonly id: number;
  readonly value: PanicValue;
  recovered: boolean;
  /** Index in the stack of the frame that called panic. */
  readonly raisedAt: number;
  /** Index of the frame whose deferred calls this panic runs now. */
  cursor: number;
}

export interface FrameView {
  readonly id: number;
  readonly name: string;
  readonly kind: 'call' | 'deferred';
  readonly vars: readonly (readonly [string, string])[];
  /** Oldest first: the last one runs first. */
  readonly defers: readonly string[];
  readonly mode: 'run' | 'returning' | 'panicking';
  readonly unwound: boolean;
  /** Called by a panic (a deferred call run during unwinding). */
  readonly byPanic: boolean;
  /** recover() called right here would stop the current panic. */
  readonly canRecover: boolean;
  readonly at: Stmt | null;
}

export interface PanicView {
  readonly id: number;
  readonly value: string;
  readonly recovered: boolean;
}

export type StepKind = 'start' | 'call' | 'print' | 'set' | 'defer' | 'run-defer' | 'return' | 'panic' | 'unwind' | 'recover' | 'recover-nil' | 'recovery' | 'crash' | 'exit';

export interface Step {
  readonly kind: StepKind;
  /** The statement this step executed (or the defer statement of the deferred call it ran). */
  readonly stmt: Stmt | null;
  /** The function whose header to highlight when there is no statement (start, implicit return). */
  readonly fn: string | null;
  readonly stack: readonly FrameView[];
  readonly panics: readonly PanicView[];
  readonly stdout: readonly string[];
  /** Set when the program crashed: what Go prints before the goroutine trace. */
  readonly stderr: readonly string[];
  readonly exitCode: number | null;
  /** Russian, one line. */
  readonly text: string;
}

export interface Run {
  readonly steps: readonly Step[];
  readonly stdout: string;
  readonly stderr: readonly string[];
  readonly exitCode: number;
}

const MAX_STEPS = 600;

export function runProgram(program: Program, closureNames: ReadonlyMap<Stmt, string> = new Map()): Run {
  const funcs = new Map(program.funcs.map((f) => [f.name, f]));
  const stack: Frame[] = [];
  const panics: PanicRec[] = [];
  const stdout: string[] = [];
  let stderr: string[] = [];
  let exitCode: number | null = null;
  const steps: Step[] = [];
  let ids = 0;
  let pvs = 0;

  const closureName = (s: Stmt, outer: string) => closureNames.get(s) ?? `${outer}.func`;

  const lookup = (frame: Frame, name: string): Value => {
    for (let f: Frame | null = frame; f; f = f.env) if (f.vars.has(name)) return f.vars.get(name)!;
    return null;
  };
  const assign = (frame: Frame, name: string, value: Value, decl: boolean) => {
    if (!decl) {
      for (let f: Frame | null = frame; f; f = f.env) {
        if (f.vars.has(name)) {
          f.vars.set(name, value);
          return;
        }
      }
    }
    frame.vars.set(name, value);
  };
  const evaluate = (frame: Frame, e: Expr): Value => {
    if ('lit' in e) return e.lit;
    if ('var' in e) return lookup(frame, e.var);
    if ('sprint' in e) return e.sprint.map((x) => valueText(evaluate(frame, x))).join('');
    const a = evaluate(frame, 'add' in e ? e.add[0] : e.mul[0]);
    const b = evaluate(frame, 'add' in e ? e.add[1] : e.mul[1]);
    if (typeof a === 'number' && typeof b === 'number') return 'add' in e ? a + b : a * b;
    return valueText(a) + valueText(b);
  };

  const newFrame = (f: Func | { name: string; body: readonly Stmt[]; result?: Func['result'] }, opts: Partial<Pick<Frame, 'kind' | 'env' | 'into' | 'invokedBy' | 'deferStmt'>>): Frame => {
    const frame: Frame = {
      id: ++ids,
      name: f.name,
      kind: opts.kind ?? 'call',
      blocks: [{ body: f.body, pc: 0 }],
      vars: new Map(),
      env: opts.env ?? null,
      defers: [],
      result: f.result,
      slot: f.result ? f.result.zero : null,
      into: opts.into,
      invokedBy: opts.invokedBy ?? null,
      deferStmt: opts.deferStmt ?? null,
      mode: 'run',
      unwound: false,
      recovered: false,
      returned: false,
      at: null,
    };
    if (f.result?.name) frame.vars.set(f.result.name, f.result.zero);
    return frame;
  };

  const topPanic = (): PanicRec | undefined => panics[panics.length - 1];

  const record = (kind: StepKind, text: string, stmt: Stmt | null, fn: string | null = null) => {
    steps.push({
      kind,
      stmt,
      fn,
      text,
      stack: stack.map((f) => ({
        id: f.id,
        name: f.name,
        kind: f.kind,
        vars: [...f.vars].map(([k, v]) => [k, typeof v === 'string' ? JSON.stringify(v) : valueText(v)] as const),
        defers: f.defers.map((d) => d.label),
        mode: f.mode,
        unwound: f.unwound,
        byPanic: f.invokedBy !== null,
        canRecover: f.mode === 'run' && f.invokedBy !== null && topPanic()?.id === f.invokedBy && !topPanic()!.recovered,
        at: f.at,
      })),
      panics: panics.map((p) => ({ id: p.id, value: p.value.text, recovered: p.recovered })),
      stdout: [...stdout],
      stderr: [...stderr],
      exitCode,
    });
  };

  const main = funcs.get('main');
  if (!main) throw new Error('program without main');
  stack.push(newFrame(main, {}));
  record('start', 'Рантайм запускает main: на стеке горутины один кадр.', null, 'main');

  /** Runs a deferred call: a print happens at once, a function gets its own frame on top. */
  const invokeDefer = (owner: Frame, d: DeferRec, byPanic: PanicRec | null) => {
    const reason = byPanic ? `Паника «${byPanic.value.text}» вызывает` : `${owner.name} возвращается и вызывает`;
    if (d.call.kind === 'print') {
      const line = (d.frozen ?? []).map(valueText).join(' ');
      stdout.push(line);
      record('run-defer', `${reason} отложенный fmt.Println с аргументами, вычисленными ещё в момент defer: «${line}».`, d.stmt);
      return;
    }
    if (d.call.kind === 'fn') {
      const f = funcs.get(d.call.fn)!;
      const frame = newFrame(f, { kind: 'deferred', invokedBy: byPanic?.id ?? null, deferStmt: d.stmt });
      frame.at = d.stmt;
      stack.push(frame);
      record('run-defer', `${reason} отложенную функцию ${f.name}: новый кадр поверх стека${byPanic ? '; recover() прямо в ней сработает' : ''}.`, d.stmt);
      return;
    }
    const frame = newFrame({ name: d.name, body: d.call.body }, { kind: 'deferred', env: owner, invokedBy: byPanic?.id ?? null, deferStmt: d.stmt });
    frame.at = d.stmt;
    stack.push(frame);
    record('run-defer', `${reason} отложенное замыкание ${frame.name}: оно видит переменные ${owner.name} такими, какие они сейчас${byPanic ? '; recover() прямо в нём сработает' : ''}.`, d.stmt);
  };

  /** The frame at the top has finished its deferred calls: pop it and go back to the caller. */
  const finishFrame = (frame: Frame) => {
    stack.pop();
    const caller = stack[stack.length - 1];
    const value = frame.result ? (frame.result.name ? lookup(frame, frame.result.name) : frame.slot) : null;
    if (!caller) {
      exitCode = 0;
      record('exit', 'main вернулась — программа завершается с кодом 0. Всё, что ещё не выполнено в других горутинах, просто обрывается.', null, null);
      return;
    }
    if (frame.kind === 'call') {
      if (frame.into) caller.vars.set(frame.into, value);
      const how = frame.result?.name
        ? ` (именованный результат ${frame.result.name} на момент выхода)`
        : frame.recovered && !frame.returned
          ? ' — return не выполнялся, поэтому в безымянном результате нулевое значение'
          : frame.returned && frame.defers.length === 0 && frame.kind === 'call'
            ? ' (безымянный результат скопирован в момент return, до defer-ов)'
            : '';
      const shown = frame.result ? ` со значением ${valueText(value)}${how}` : '';
      record('return', `${frame.name} вернулась в ${caller.name}${shown}.`, caller.at, null);
      return;
    }
    // A deferred call has returned.
    const p = panics.find((x) => x.id === frame.invokedBy);
    if (p && p.recovered && topPanic() === p) {
      const target = stack[p.cursor]!;
      const targetIndex = p.cursor;
      while (stack.length - 1 > targetIndex) stack.pop();
      for (let i = panics.length - 1; i >= 0; i--) if (panics[i]!.raisedAt >= targetIndex) panics.splice(i, 1);
      target.mode = 'returning';
      target.unwound = false;
      target.recovered = true;
      record(
        'recovery',
        `${frame.name} вернулась, а паника помечена как перехваченная: раскрутка остановлена. ${target.name} теперь возвращается обычным путём — сначала её оставшиеся defer-ы.`,
        frame.deferStmt,
      );
      return;
    }
    record('return', `${frame.name} (отложенный вызов) закончилась${p ? '; паника не перехвачена — раскрутка продолжается' : ''}.`, frame.deferStmt);
  };

  const crash = () => {
    // preprintpanics: a panic whose value is the same as the newer one's is marked repanicked.
    const repanicked = new Set<number>();
    for (let i = panics.length - 1; i > 0; i--) if (panics[i - 1]!.value.pv === panics[i]!.value.pv) repanicked.add(i - 1);
    let out = '';
    const printpanics = (i: number) => {
      if (i > 0) {
        printpanics(i - 1);
        if (repanicked.has(i - 1)) return;
        out += '\t';
      }
      const p = panics[i]!;
      out += `panic: ${p.value.text}`;
      if (p.recovered && repanicked.has(i)) out += ' [recovered, repanicked]';
      else if (p.recovered) out += ' [recovered]';
      out += '\n';
    };
    printpanics(panics.length - 1);
    stderr = out.trimEnd().split('\n');
    exitCode = 2;
    record('crash', 'Паника дошла до дна стека горутины, никто её не остановил: рантайм печатает панику и трассу стека в stderr и завершает процесс с кодом 2.', null, null);
  };

  const startPanic = (frame: Frame, value: Value, stmt: Stmt) => {
    const pv: PanicValue = value !== null && typeof value === 'object' ? value : { pv: ++pvs, text: valueText(value) };
    const index = stack.indexOf(frame);
    const older = topPanic();
    panics.push({ id: ++ids, value: pv, recovered: false, raisedAt: index, cursor: index });
    frame.mode = 'panicking';
    const same = older && older.value.pv === pv.pv;
    record(
      'panic',
      older
        ? `Новая паника «${pv.text}» внутри отложенного вызова${same ? ' — с тем же значением, что и перехваченная' : ''}: она начинает свою раскрутку, старая остаётся в цепочке.`
        : `panic(«${pv.text}»): обычное выполнение ${frame.name} прервано. Дальше — только отложенные вызовы, кадр за кадром вниз по стеку.`,
      stmt,
    );
  };

  const execute = (frame: Frame) => {
    const block = frame.blocks[frame.blocks.length - 1]!;
    const s = block.body[block.pc];
    if (!s) {
      if (frame.blocks.length > 1) {
        frame.blocks.pop();
        execute(frame);
        return;
      }
      frame.mode = 'returning';
      frame.at = null;
      record('return', `Конец тела ${frame.name}: функция возвращается${frame.defers.length ? ` — сначала ${frame.defers.length} отложенн${frame.defers.length === 1 ? 'ый вызов' : 'ых вызова'} в обратном порядке` : ''}.`, null, frame.kind === 'call' ? frame.name : null);
      return;
    }
    block.pc++;
    frame.at = s;
    switch (s.op) {
      case 'print': {
        const line = s.args.map((a) => valueText(evaluate(frame, a))).join(' ');
        stdout.push(line);
        record('print', `fmt.Println печатает «${line}».`, s);
        return;
      }
      case 'set': {
        const v = evaluate(frame, s.value);
        assign(frame, s.name, v, s.decl ?? false);
        const named = !s.decl && isNamedResult(frame, s.name);
        record(
          'set',
          s.decl
            ? `Новая локальная переменная ${s.name} = ${valueText(v)}.`
            : `Присваивание ${s.name} = ${valueText(v)}${named ? ` — это именованный результат ${named}: вызывающий получит именно его` : ''}.`,
          s,
        );
        return;
      }
      case 'call': {
        const f = funcs.get(s.fn)!;
        stack.push(newFrame(f, { into: s.into }));
        record('call', `Вызов ${f.name}(): новый кадр на вершине стека.`, s);
        return;
      }
      case 'defer': {
        const frozen = s.call.kind === 'print' ? s.call.args.map((a) => evaluate(frame, a)) : undefined;
        const name = closureName(s, ownerName(frame));
        const label = deferLabel(s.call, name, frozen);
        frame.defers.push({ id: ++ids, call: s.call, stmt: s, label, name, frozen });
        record(
          'defer',
          s.call.kind === 'print'
            ? `defer: аргументы fmt.Println вычислены сейчас (${(frozen ?? []).map(valueText).join(', ')}) и сохранены; вызов — при выходе из ${frame.name}.`
            : `defer: ${label.split('  —')[0]} положен в список отложенных вызовов ${frame.name} (он выполнится ${frame.defers.length > 1 ? 'раньше уже лежащих — LIFO' : 'при выходе'}).`,
          s,
        );
        return;
      }
      case 'panic':
        startPanic(frame, evaluate(frame, s.value), s);
        return;
      case 'recover': {
        const p = topPanic();
        const ok = p !== undefined && !p.recovered && frame.invokedBy === p.id;
        frame.vars.set(s.into, ok ? p.value : null);
        if (ok) {
          p.recovered = true;
          record('recover', `recover() вызван прямо в отложенной функции, которую вызвала паника: возвращает «${p.value.text}» и помечает панику перехваченной.`, s);
        } else {
          record('recover-nil', `recover() вернул nil: ${recoverWhyNil(frame, p)}`, s);
        }
        return;
      }
      case 'ifNotNil': {
        const v = lookup(frame, s.name);
        if (v !== null) frame.blocks.push({ body: s.then, pc: 0 });
        record('set', `${s.name} != nil — ${v !== null ? 'true, входим в блок' : 'false, блок пропущен'}.`, s);
        return;
      }
      case 'return': {
        if (s.value) {
          const v = evaluate(frame, s.value);
          if (frame.result?.name) frame.vars.set(frame.result.name, v);
          else frame.slot = v;
        }
        frame.returned = true;
        frame.mode = 'returning';
        record(
          'return',
          `return${s.value ? ` ${valueText(frame.result?.name ? lookup(frame, frame.result.name) : frame.slot)}` : ''}: значение ${frame.result?.name ? `записано в ${frame.result.name}; отложенные вызовы ещё могут его поменять` : 'скопировано в результат — defer-ы его уже не изменят'}${frame.defers.length ? `; дальше ${frame.defers.length === 1 ? 'отложенный вызов' : `отложенные вызовы (${frame.defers.length})`}` : ''}.`,
          s,
        );
        return;
      }
    }
  };

  const isNamedResult = (frame: Frame, name: string): string | null => {
    for (let f: Frame | null = frame; f; f = f.env) {
      if (f.vars.has(name)) return f.result?.name === name ? `${f.name}` : null;
    }
    return null;
  };

  const ownerName = (frame: Frame): string => {
    let f = frame;
    while (f.env) f = f.env;
    return f.name;
  };

  const recoverWhyNil = (frame: Frame, p: PanicRec | undefined): string => {
    if (!p) return 'паники сейчас нет.';
    if (p.recovered) return 'паника уже перехвачена раньше.';
    if (frame.kind === 'deferred' && frame.invokedBy !== p.id) return 'эту отложенную функцию вызвала не текущая паника.';
    return `${frame.name} — не отложенная функция, которую вызвала паника, а обычный вызов из неё; recover работает только на один уровень.`;
  };

  while (exitCode === null) {
    if (steps.length > MAX_STEPS) throw new Error('program runs too long');
    const top = stack[stack.length - 1]!;
    if (top.mode === 'run') {
      execute(top);
      continue;
    }
    if (top.mode === 'returning') {
      const d = top.defers.pop();
      if (d) invokeDefer(top, d, null);
      else finishFrame(top);
      continue;
    }
    // The top frame is panicking or unwound: the current panic runs the next deferred call.
    const p = topPanic()!;
    const frame = stack[p.cursor]!;
    const d = frame.defers.pop();
    if (d) {
      frame.mode = 'panicking';
      invokeDefer(frame, d, p);
      continue;
    }
    frame.unwound = true;
    frame.mode = 'panicking';
    p.cursor--;
    if (p.cursor < 0) {
      crash();
      continue;
    }
    const next = stack[p.cursor]!;
    next.mode = 'panicking';
    record('unwind', `В ${frame.name} отложенных вызовов больше нет: кадр раскручен, паника переходит к ${next.name}.`, null, null);
  }

  return { steps, stdout: stdout.map((l) => `${l}\n`).join(''), stderr, exitCode: exitCode ?? 0 };
}
