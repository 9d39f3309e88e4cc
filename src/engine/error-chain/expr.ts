/**
 * The link format of an error tree: a small expression language, one query parameter.
 *
 *   expr := new(STR) | sentinel(ErrNotFound|ErrTimeout|ErrPermission)
 *         | wrap(VERBS, STR, expr, …)        VERBS: w / v per argument (w, v, ww, wv… or %w%v)
 *         | join(expr, …) | query(STR, expr) | status(INT) | timeout(STR) | legacy(INT)
 *   STR  := "text" | bare text without , ( ) "
 *
 * Example: wrap(w,read config,join(new(bad port),sentinel(ErrNotFound))).
 * parseExpr never throws: a broken expression comes back as a Russian message with a position.
 */
import { type ErrNode, type SentinelName, type Verb, SENTINEL_NAMES, countNodes, depthOf } from './model.ts';

export const EXPR_LIMITS = { chars: 600, nodes: 24, depth: 8, text: 40, minCode: 100, maxCode: 999 } as const;

export type ParseResult = { ok: true; tree: ErrNode } | { ok: false; error: string; at: number };

class ParseError {
  constructor(
    readonly message: string,
    readonly at: number,
  ) {}
}

const FUNCS = ['new', 'sentinel', 'wrap', 'join', 'query', 'status', 'timeout', 'legacy'] as const;

export function parseExpr(input: string): ParseResult {
  try {
    if (typeof input !== 'string') return { ok: false, error: 'Выражение пустое.', at: 0 };
    if (input.length > EXPR_LIMITS.chars) return { ok: false, error: `Выражение длиннее ${EXPR_LIMITS.chars} символов.`, at: EXPR_LIMITS.chars };
    const p = new Parser(input);
    const tree = p.expr(0);
    p.skip();
    if (p.pos < input.length) throw new ParseError(`Лишний текст после выражения: «${input.slice(p.pos, p.pos + 12)}».`, p.pos);
    const n = countNodes(tree);
    if (n > EXPR_LIMITS.nodes) return { ok: false, error: `В дереве ${n} узлов, больше ${EXPR_LIMITS.nodes}.`, at: 0 };
    return { ok: true, tree };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: e.message, at: e.at };
    return { ok: false, error: 'Выражение не разобрано.', at: 0 };
  }
}

class Parser {
  pos = 0;
  constructor(readonly s: string) {}

  skip(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
  }

  expect(ch: string): void {
    this.skip();
    if (this.s[this.pos] !== ch) {
      const got = this.pos < this.s.length ? `«${this.s[this.pos]}»` : 'конец строки';
      throw new ParseError(`Ожидался символ «${ch}», а встретился ${got} (позиция ${this.pos + 1}).`, this.pos);
    }
    this.pos++;
  }

  peek(): string | undefined {
    this.skip();
    return this.s[this.pos];
  }

  ident(): string {
    this.skip();
    const m = /^[A-Za-z%][A-Za-z0-9%]*/.exec(this.s.slice(this.pos));
    if (!m) throw new ParseError(`Ожидалось имя (позиция ${this.pos + 1}).`, this.pos);
    this.pos += m[0].length;
    return m[0];
  }

  str(what: string, allowEmpty: boolean): string {
    this.skip();
    const start = this.pos;
    let text: string;
    if (this.s[this.pos] === '"') {
      const end = this.s.indexOf('"', this.pos + 1);
      if (end < 0) throw new ParseError(`Не закрыта кавычка у ${what} (позиция ${start + 1}).`, start);
      text = this.s.slice(this.pos + 1, end);
      this.pos = end + 1;
    } else {
      let end = this.pos;
      while (end < this.s.length && !',()"'.includes(this.s[end]!)) end++;
      text = this.s.slice(this.pos, end).trim();
      this.pos = end;
    }
    if (!allowEmpty && text === '') throw new ParseError(`Пустой текст у ${what} (позиция ${start + 1}).`, start);
    if (text.length > EXPR_LIMITS.text) throw new ParseError(`Текст у ${what} длиннее ${EXPR_LIMITS.text} символов.`, start);
    // eslint-disable-next-line no-control-regex
    if (/[\\\u0000-\u001f\u007f]/.test(text)) throw new ParseError(`В тексте у ${what} недопустимый символ.`, start);
    return text;
  }

  int(what: string): number {
    this.skip();
    const m = /^\d{1,4}/.exec(this.s.slice(this.pos));
    if (!m) throw new ParseError(`Ожидалось число — ${what} (позиция ${this.pos + 1}).`, this.pos);
    const n = Number(m[0]);
    if (n < EXPR_LIMITS.minCode || n > EXPR_LIMITS.maxCode) {
      throw new ParseError(`${what}: ${n} вне диапазона ${EXPR_LIMITS.minCode}…${EXPR_LIMITS.maxCode}.`, this.pos);
    }
    this.pos += m[0].length;
    return n;
  }

  list(depth: number): ErrNode[] {
    const out = [this.expr(depth)];
    while (this.peek() === ',') {
      this.pos++;
      out.push(this.expr(depth));
    }
    return out;
  }

  expr(depth: number): ErrNode {
    if (depth >= EXPR_LIMITS.depth) throw new ParseError(`Вложенность больше ${EXPR_LIMITS.depth} уровней.`, this.pos);
    const at = this.pos;
    const name = this.ident();
    if (!(FUNCS as readonly string[]).includes(name)) {
      throw new ParseError(`Неизвестная функция «${name}»; есть: ${FUNCS.join(', ')}.`, at);
    }
    this.expect('(');
    let node: ErrNode;
    switch (name as (typeof FUNCS)[number]) {
      case 'new':
        node = { kind: 'new', text: this.str('new', false) };
        break;
      case 'sentinel': {
        const s = this.ident();
        if (!(SENTINEL_NAMES as string[]).includes(s)) throw new ParseError(`Неизвестный sentinel «${s}»; есть: ${SENTINEL_NAMES.join(', ')}.`, at);
        node = { kind: 'sentinel', name: s as SentinelName };
        break;
      }
      case 'wrap': {
        const vat = this.pos;
        const verbsRaw = this.ident().replaceAll('%', '');
        if (!/^[wv]+$/.test(verbsRaw)) throw new ParseError(`Глаголы wrap — последовательность w и v (например, w или wv), а не «${verbsRaw}».`, vat);
        this.expect(',');
        const msg = this.str('wrap', true);
        this.expect(',');
        const args = this.list(depth + 1);
        if (args.length !== verbsRaw.length) {
          throw new ParseError(`У wrap ${verbsRaw.length} глаг., а аргументов ${args.length}: их должно быть поровну.`, vat);
        }
        node = { kind: 'wrap', verbs: [...verbsRaw] as Verb[], msg, args };
        break;
      }
      case 'join':
        node = { kind: 'join', children: this.list(depth + 1) };
        break;
      case 'query': {
        const op = this.str('query', false);
        this.expect(',');
        node = { kind: 'query', op, err: this.expr(depth + 1) };
        break;
      }
      case 'status':
        node = { kind: 'status', code: this.int('код status') };
        break;
      case 'timeout':
        node = { kind: 'timeout', op: this.str('timeout', false) };
        break;
      case 'legacy':
        node = { kind: 'legacy', code: this.int('код legacy') };
        break;
    }
    this.expect(')');
    if (depthOf(node) > EXPR_LIMITS.depth) throw new ParseError(`Вложенность больше ${EXPR_LIMITS.depth} уровней.`, at);
    return node;
  }
}

const BARE = /^[\p{L}\p{N}][\p{L}\p{N} _.:/-]*$/u;

function str(text: string): string {
  return BARE.test(text) && !text.endsWith(' ') ? text : `"${text}"`;
}

/** The canonical text of a tree; parseExpr(formatExpr(t)) gives t back. */
export function formatExpr(node: ErrNode): string {
  switch (node.kind) {
    case 'new':
      return `new(${str(node.text)})`;
    case 'sentinel':
      return `sentinel(${node.name})`;
    case 'wrap':
      return `wrap(${node.verbs.join('')},${str(node.msg)},${node.args.map(formatExpr).join(',')})`;
    case 'join':
      return `join(${node.children.map(formatExpr).join(',')})`;
    case 'query':
      return `query(${str(node.op)},${formatExpr(node.err)})`;
    case 'status':
      return `status(${node.code})`;
    case 'timeout':
      return `timeout(${str(node.op)})`;
    case 'legacy':
      return `legacy(${node.code})`;
  }
}

/**
 * The expression as it goes into a link: only what a URL cannot hold as is is escaped, so
 * `wrap(w,read config,…)` reads `wrap(w,read+config,…)`.
 */
export function encodeExprParam(expr: string): string {
  let out = '';
  for (const ch of expr) {
    if (/[A-Za-z0-9(),._\-~!*:/@$;]/.test(ch)) out += ch;
    else if (ch === ' ') out += '+';
    else out += encodeURIComponent(ch);
  }
  return out;
}
