import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ErrNode, SENTINEL_NAMES, errorText, expectedLines, goProgram, unwrapOnce, walkAs, walkIs } from './model.ts';
import { encodeExprParam, formatExpr, parseExpr } from './expr.ts';
import { PRESETS, PRESET_TREES } from './presets.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const runs = JSON.parse(readFileSync(join(root, 'content/generated/go-runs.json'), 'utf8')) as {
  programs: Record<string, { stdout: string; stderr: string; exitCode: number }>;
};

describe('every preset matches what real Go printed', () => {
  for (const p of PRESETS) {
    it(p.id, () => {
      const run = runs.programs[`labs/error-chain/${p.id}`];
      expect(run, `record labs/error-chain/${p.id} with verify-go --update`).toBeDefined();
      expect(run!.exitCode).toBe(0);
      expect(expectedLines(PRESET_TREES[p.id], p.code).join('\n') + '\n').toBe(run!.stdout);
    });
    it(`${p.id}: main.go is the program of the preset`, () => {
      const onDisk = readFileSync(join(root, 'content/labs/error-chain', p.id, 'main.go'), 'utf8');
      expect(onDisk).toBe(goProgram(PRESET_TREES[p.id], p.code, p.title));
    });
  }
});

describe('walks', () => {
  const chain = PRESET_TREES['wrap-chain'];
  it('Is walks a wrap chain to the sentinel', () => {
    const w = walkIs(chain, { kind: 'sentinel', name: 'ErrNotFound' });
    expect(w.result).toBe(true);
    expect(w.matched).toBe('r.0.0');
    expect(w.steps.filter((s) => s.action === 'compare').map((s) => s.node)).toEqual(['r', 'r.0', 'r.0.0']);
  });
  it('%v leaves a leaf: Is stops there', () => {
    const w = walkIs(PRESET_TREES['v-breaks'], { kind: 'sentinel', name: 'ErrNotFound' });
    expect(w.result).toBe(false);
    expect(w.steps.map((s) => s.node)).not.toContain('r.0.0');
  });
  it('multi-%w is depth first, left branch to its bottom before the right one', () => {
    const w = walkIs(PRESET_TREES['multi-w'], { kind: 'sentinel', name: 'ErrNotFound' });
    expect(w.steps.filter((s) => s.action === 'compare').map((s) => s.node)).toEqual(['r', 'r.0', 'r.0.0', 'r.1', 'r.1.0', 'r.1.0.0']);
    expect(unwrapOnce(PRESET_TREES['multi-w']).result).toBeNull();
  });
  it('the As method fills the target with another value', () => {
    const w = walkAs(PRESET_TREES['as-method'], 'StatusError');
    expect(w.viaMethod).toBe(true);
    expect(w.value).toEqual({ kind: 'status', code: 402 });
  });
  it('Join text is one line per child', () => {
    expect(errorText({ kind: 'join', children: [{ kind: 'new', text: 'a' }, { kind: 'new', text: 'b' }] })).toBe('a\nb');
  });
});

const text = fc.stringMatching(/^[a-z][a-z0-9 ]{0,10}[a-z0-9]$/);
const leaf: fc.Arbitrary<ErrNode> = fc.oneof(
  text.map((t) => ({ kind: 'new', text: t }) as ErrNode),
  fc.constantFrom(...SENTINEL_NAMES).map((name) => ({ kind: 'sentinel', name }) as ErrNode),
  fc.integer({ min: 100, max: 999 }).map((code) => ({ kind: 'status', code }) as ErrNode),
  text.map((op) => ({ kind: 'timeout', op }) as ErrNode),
  fc.integer({ min: 100, max: 999 }).map((code) => ({ kind: 'legacy', code }) as ErrNode),
);
const tree: fc.Arbitrary<ErrNode> = fc.letrec<{ node: ErrNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .array(fc.tuple(fc.constantFrom<'w' | 'v'>('w', 'v'), tie('node')), { minLength: 1, maxLength: 3 })
      .chain((args) => fc.constantFrom('', 'read', 'load user').map((msg) => ({ kind: 'wrap', msg, verbs: args.map((a) => a[0]), args: args.map((a) => a[1]) }) as ErrNode)),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((children) => ({ kind: 'join', children }) as ErrNode),
    fc.tuple(text, tie('node')).map(([op, err]) => ({ kind: 'query', op, err }) as ErrNode),
  ),
})).node.filter((t) => parseExpr(formatExpr(t)).ok);

describe('the link format', () => {
  it('round-trips every tree', () => {
    fc.assert(fc.property(tree, (t) => {
      expect(parseExpr(formatExpr(t))).toEqual({ ok: true, tree: t });
    }));
  });
  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => {
      expect(typeof parseExpr(s).ok).toBe('boolean');
    }));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'wrap(join,new"sentinel)ErrNotFound status 1 %w'.split('')), maxLength: 80 }), (s) => {
      const r = parseExpr(s);
      expect(r.ok || r.error.length > 0).toBe(true);
    }));
  });
  it('says what is wrong', () => {
    const r = parseExpr('wrap(ww,x,new(a))');
    expect(r.ok).toBe(false);
    expect(parseExpr('boom(1)')).toMatchObject({ ok: false });
    expect(parseExpr('sentinel(ErrNope)')).toMatchObject({ ok: false });
    expect(parseExpr('wrap(w,"unterminated,new(a))')).toMatchObject({ ok: false });
    expect(parseExpr('status(42)')).toMatchObject({ ok: false });
  });
  it('presets are in canonical form and read well in a link', () => {
    for (const p of PRESETS) expect(formatExpr(PRESET_TREES[p.id])).toBe(p.expr);
    expect(encodeExprParam('wrap(w,read config,new(a))')).toBe('wrap(w,read+config,new(a))');
    expect(new URLSearchParams(`e=${encodeExprParam('wrap(w,"a+b & c",new(x))')}`).get('e')).toBe('wrap(w,"a+b & c",new(x))');
  });
  it('Is on a tree is true iff the sentinel is reachable through %w edges', () => {
    const reachable = (t: ErrNode, name: string): boolean => {
      if (t.kind === 'sentinel') return t.name === name;
      if (t.kind === 'wrap') return t.args.some((a, i) => t.verbs[i] === 'w' && reachable(a, name));
      if (t.kind === 'join') return t.children.some((c) => reachable(c, name));
      if (t.kind === 'query') return reachable(t.err, name);
      return false;
    };
    fc.assert(fc.property(tree, fc.constantFrom(...SENTINEL_NAMES), (t, name) => {
      expect(walkIs(t, { kind: 'sentinel', name }).result).toBe(reachable(t, name));
    }));
  });
});
