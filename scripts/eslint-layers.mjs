/**
 * The layers of src/ and the lint rule that keeps them: a module imports only from its own layer or
 * a lower one, and the features (one folder each) never import one another. Type-only imports are
 * free (they vanish from the build). Paths are resolved, so `../x` cannot slip past the rule.
 *
 * Lowest first; a folder may name a sub-folder or file that sits lower than its parent folder.
 */
import { dirname, relative, resolve } from 'node:path';

export const LAYERS = [
  { name: 'lib', paths: ['lib'], about: 'tiny pure helpers' },
  { name: 'i18n', paths: ['i18n'], about: 'interface strings' },
  { name: 'pure', paths: ['engine', 'url', 'quiz'], about: 'models, link codecs, quiz logic: no React, no DOM' },
  { name: 'site', paths: ['site'], about: 'the URL scheme, the chapter list, links and navigation, page titles' },
  { name: 'store', paths: ['store'], about: 'the one zustand store, persistence, URL state' },
  { name: 'kit', paths: ['components', 'study/shortcuts', 'study/uiState.ts'], about: 'generic UI and the shortcut and dialog registries' },
  { name: 'features', paths: ['labs', 'quiz-ui', 'reading', 'runner'], apart: true, about: 'one folder per feature; features never import each other' },
  { name: 'study', paths: ['study'], about: 'tools across features: search, offline, storage, the progress page' },
  { name: 'islands', paths: ['islands'], about: 'the registry of every hydrated component and the island runtime' },
  { name: 'mdx', paths: ['mdx'], about: 'the tags chapters may use (rendered at build time)' },
  { name: 'app', paths: ['app', 'entry-client.tsx', 'entry-server.tsx'], about: 'pages, layout, navigation, entries' },
];

/** The layer and the folder (the most specific path of LAYERS) of a file below src/, or null. */
export function layerOf(pathInSrc) {
  let best = null;
  LAYERS.forEach((layer, rank) => {
    for (const p of layer.paths) {
      if (pathInSrc === p || pathInSrc.startsWith(`${p}/`)) {
        if (!best || p.length > best.path.length) best = { rank, layer, path: p };
      }
    }
  });
  return best;
}

/** Why `from` may not import `to` (both paths below src/), or null when it may. */
export function layerViolation(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b) return null;
  if (b.rank > a.rank) return `src/${a.path} (layer "${a.layer.name}") must not import src/${b.path} (higher layer "${b.layer.name}")`;
  if (b.rank === a.rank && a.layer.apart && a.path !== b.path) return `src/${a.path} and src/${b.path} are separate features: share code through a lower layer`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layers of src/ (scripts/eslint-layers.mjs)' },
    schema: [],
  },
  create(context) {
    const src = resolve(context.cwd, 'src');
    const file = relative(src, context.filename);
    if (file.startsWith('..')) return {};
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(src, resolve(dirname(context.filename), source));
      if (target.startsWith('..')) return;
      const why = layerViolation(file, target);
      if (why) context.report({ node, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export const layersPlugin = { rules: { imports: rule } };
