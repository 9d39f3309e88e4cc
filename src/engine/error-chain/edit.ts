/**
 * Building a tree step by step: each edit takes the tree and the selected node and returns a new
 * tree (the old one is never changed), or a Russian reason why the edit does not apply.
 */
import { type ErrNode, type NodeId, ROOT, argsOf, countNodes, depthOf, nodeAt } from './model.ts';
import { EXPR_LIMITS } from './expr.ts';

export type LeafKind = 'new' | 'ErrNotFound' | 'ErrTimeout' | 'ErrPermission' | 'status' | 'timeout' | 'legacy';
export const LEAF_KINDS: readonly LeafKind[] = ['new', 'ErrNotFound', 'ErrTimeout', 'ErrPermission', 'status', 'timeout', 'legacy'];

export type EditResult = { ok: true; tree: ErrNode; select: NodeId } | { ok: false; error: string };

export function makeLeaf(kind: LeafKind, text: string, code: number): ErrNode {
  const t = cleanText(text) || 'boom';
  const c = Math.min(EXPR_LIMITS.maxCode, Math.max(EXPR_LIMITS.minCode, Math.round(Number.isFinite(code) ? code : 500)));
  switch (kind) {
    case 'new':
      return { kind: 'new', text: t };
    case 'status':
      return { kind: 'status', code: c };
    case 'timeout':
      return { kind: 'timeout', op: t };
    case 'legacy':
      return { kind: 'legacy', code: c };
    default:
      return { kind: 'sentinel', name: kind };
  }
}

/** Text as the link format accepts it: no quotes, backslashes or control characters, at most 40 chars. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/["\\\u0000-\u001f\u007f]/g, '').trim().slice(0, EXPR_LIMITS.text);
}

function withArgs(node: ErrNode, args: readonly ErrNode[]): ErrNode {
  switch (node.kind) {
    case 'wrap':
      return { ...node, args };
    case 'join':
      return { ...node, children: args };
    case 'query':
      return { ...node, err: args[0]! };
    default:
      return node;
  }
}

/** Replaces the node at `id` with what `fn` makes of it. */
export function replaceAt(tree: ErrNode, id: NodeId, fn: (n: ErrNode) => ErrNode): ErrNode {
  if (id === ROOT) return fn(tree);
  const [head, ...rest] = id.slice(2).split('.');
  const i = Number(head);
  const args = argsOf(tree);
  if (!(i >= 0 && i < args.length)) return tree;
  const childId = rest.length === 0 ? ROOT : `${ROOT}.${rest.join('.')}`;
  return withArgs(tree, args.map((a, j) => (j === i ? replaceAt(a, childId, fn) : a)));
}

function checked(tree: ErrNode, select: NodeId): EditResult {
  if (countNodes(tree) > EXPR_LIMITS.nodes) return { ok: false, error: `Больше ${EXPR_LIMITS.nodes} узлов — дерево стало бы нечитаемым.` };
  if (depthOf(tree) > EXPR_LIMITS.depth) return { ok: false, error: `Больше ${EXPR_LIMITS.depth} уровней вложенности.` };
  return { ok: true, tree, select };
}

export type Edit =
  | { op: 'wrap'; verb: 'w' | 'v'; msg: string }
  | { op: 'query'; msg: string }
  | { op: 'join'; leaf: ErrNode }
  | { op: 'addW'; leaf: ErrNode }
  | { op: 'replace'; leaf: ErrNode }
  | { op: 'strip' }
  | { op: 'remove' };

export function applyEdit(tree: ErrNode, id: NodeId, edit: Edit): EditResult {
  const node = nodeAt(tree, id);
  if (!node) return { ok: false, error: 'Выбранного узла больше нет.' };
  switch (edit.op) {
    case 'wrap':
      return checked(replaceAt(tree, id, (n) => ({ kind: 'wrap', verbs: [edit.verb], msg: cleanText(edit.msg), args: [n] })), id);
    case 'query':
      return checked(replaceAt(tree, id, (n) => ({ kind: 'query', op: cleanText(edit.msg) || 'query', err: n })), id);
    case 'join':
      if (node.kind === 'join') return checked(replaceAt(tree, id, () => ({ kind: 'join', children: [...node.children, edit.leaf] })), id);
      return checked(replaceAt(tree, id, (n) => ({ kind: 'join', children: [n, edit.leaf] })), id);
    case 'addW':
      if (node.kind !== 'wrap') return { ok: false, error: 'Второй %w добавляется к узлу fmt.Errorf.' };
      return checked(replaceAt(tree, id, () => ({ ...node, verbs: [...node.verbs, 'w'], args: [...node.args, edit.leaf] })), id);
    case 'replace':
      return checked(replaceAt(tree, id, () => edit.leaf), id);
    case 'strip': {
      const first = argsOf(node)[0];
      if (!first) return { ok: false, error: 'У листа нечего снимать: это уже не обёртка.' };
      return checked(replaceAt(tree, id, () => first), id);
    }
    case 'remove': {
      if (id === ROOT) return { ok: false, error: 'Корень удалить нельзя — замените его листом.' };
      const parentId = id.slice(0, id.lastIndexOf('.'));
      const index = Number(id.slice(id.lastIndexOf('.') + 1));
      const parent = nodeAt(tree, parentId)!;
      const args = argsOf(parent);
      if (args.length < 2) return { ok: false, error: 'Это единственный аргумент обёртки — снимите обёртку у родителя.' };
      const next =
        parent.kind === 'wrap'
          ? ({ ...parent, verbs: parent.verbs.filter((_, j) => j !== index), args: parent.args.filter((_, j) => j !== index) } as ErrNode)
          : withArgs(parent, args.filter((_, j) => j !== index));
      return checked(replaceAt(tree, parentId, () => next), parentId);
    }
  }
}
