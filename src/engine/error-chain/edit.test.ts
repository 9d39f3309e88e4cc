import { describe, expect, it } from 'vitest';
import { applyEdit, makeLeaf } from './edit.ts';
import { formatExpr, parseExpr } from './expr.ts';
import type { ErrNode } from './model.ts';

const tree = (s: string): ErrNode => {
  const r = parseExpr(s);
  if (!r.ok) throw new Error(r.error);
  return r.tree;
};
const edit = (s: string, id: string, e: Parameters<typeof applyEdit>[2]) => {
  const r = applyEdit(tree(s), id, e);
  return r.ok ? formatExpr(r.tree) : r.error;
};

describe('building a tree step by step', () => {
  it('wraps the selected node with %w, %v or a QueryError', () => {
    expect(edit('sentinel(ErrNotFound)', 'r', { op: 'wrap', verb: 'w', msg: 'read' })).toBe('wrap(w,read,sentinel(ErrNotFound))');
    expect(edit('wrap(w,a,new(x))', 'r.0', { op: 'wrap', verb: 'v', msg: 'b' })).toBe('wrap(w,a,wrap(v,b,new(x)))');
    expect(edit('new(x)', 'r', { op: 'query', msg: 'select' })).toBe('query(select,new(x))');
  });
  it('joins, adds a second %w, replaces, strips and removes', () => {
    expect(edit('new(x)', 'r', { op: 'join', leaf: makeLeaf('ErrTimeout', '', 0) })).toBe('join(new(x),sentinel(ErrTimeout))');
    expect(edit('join(new(x))', 'r', { op: 'join', leaf: makeLeaf('status', '', 503) })).toBe('join(new(x),status(503))');
    expect(edit('wrap(w,a,new(x))', 'r', { op: 'addW', leaf: makeLeaf('timeout', 'dial', 0) })).toBe('wrap(ww,a,new(x),timeout(dial))');
    expect(edit('wrap(w,a,new(x))', 'r.0', { op: 'replace', leaf: makeLeaf('legacy', '', 402) })).toBe('wrap(w,a,legacy(402))');
    expect(edit('wrap(w,a,new(x))', 'r', { op: 'strip' })).toBe('new(x)');
    expect(edit('wrap(wv,a,new(x),new(y))', 'r.0', { op: 'remove' })).toBe('wrap(v,a,new(y))');
  });
  it('refuses what does not apply, with a reason', () => {
    expect(edit('new(x)', 'r', { op: 'strip' })).toMatch(/нечего снимать/);
    expect(edit('wrap(w,a,new(x))', 'r.0', { op: 'remove' })).toMatch(/единственный/);
    expect(edit('new(x)', 'r', { op: 'addW', leaf: makeLeaf('new', 'y', 0) })).toMatch(/fmt.Errorf/);
    let t = 'new(x)';
    for (let i = 0; i < 7; i++) t = edit(t, 'r', { op: 'wrap', verb: 'w', msg: 'm' });
    expect(edit(t, 'r', { op: 'wrap', verb: 'w', msg: 'm' })).toMatch(/уровней/);
  });
  it('cleans text so the link format accepts it', () => {
    expect(edit('new(x)', 'r', { op: 'wrap', verb: 'w', msg: 'say "hi"\\' })).toBe('wrap(w,say hi,new(x))');
  });
});
