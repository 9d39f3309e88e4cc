/**
 * Builds the static site into dist/: the client bundle, then a server bundle that pre-renders the
 * home page, the chapter list and every chapter (and 404.html) to HTML that React hydrates.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildSearchIndex, buildServiceWorker, kb } from './study-build.mjs';

const root = resolve(import.meta.dirname, '..');
// OUT_DIR lets the tests build a second copy for a sub-path (BASE_PATH) beside the main one.
const outDir = resolve(root, process.env.OUT_DIR ?? 'dist');
const ssrDir = join(root, '.cache', `ssr-${process.pid}`);
const started = performance.now();

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });

const { render, prerenderPaths, basePath, vocabulary } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('index.html lost its <!--app-html--> placeholder');

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(pathname) {
  const { html, meta } = await render(pathname);
  return template
    // A function, not a string: the page's own text may contain $' or $` (a regexp in a chapter), which
    // a replacement string would expand into pieces of the template.
    .replace('<!--app-html-->', () => html)
    // The client hydrates only when the HTML was rendered for the path it is shown at (404.html is not).
    .replace('<div id="root">', `<div id="root" data-rendered-path="${escapeHtml(pathname)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, open, close) => `${open}${escapeHtml(meta.description)}${close}`);
}

const written = [];
for (const pathname of prerenderPaths()) {
  const file = pathname === '/' ? join(outDir, 'index.html') : join(outDir, pathname, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page(pathname));
  written.push(pathname);
}
// Old question links (ids that named the trick) keep working without scripts: a redirect page per old id.
const renamed = JSON.parse(readFileSync(join(root, 'content/quizzes/renamed.json'), 'utf8'));
for (const [from, to] of Object.entries(renamed)) {
  const target = escapeHtml(`${basePath}quiz/q/${to}`);
  const file = join(outDir, 'quiz', 'q', from, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Задача переехала</title><meta name="robots" content="noindex">` +
      `<link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"></head>` +
      `<body><p>Задача теперь по адресу <a href="${target}">${target}</a>.</p></body></html>\n`,
  );
}
// Static hosts serve 404.html for unknown paths; it renders the "not found" page.
writeFileSync(join(outDir, '404.html'), await page('/404'));
rmSync(ssrDir, { recursive: true, force: true });
const search = await buildSearchIndex(outDir, written, vocabulary);
console.log(`build: search index of ${search.pages} pages, ${kb(search.bytes)} (pagefind/)`);
const sw = await buildServiceWorker(outDir);
console.log(`build: service worker precaches ${sw.count} files, ${kb(sw.bytes)}`);
console.log(`build: pre-rendered ${written.length} pages + 404.html in ${((performance.now() - started) / 1000).toFixed(1)} s`);
