/**
 * Builds the static site into dist/: the browser's bundle (the island runtime and each island's
 * chunk), then a server bundle that pre-renders every page (and 404.html) to HTML. Each page's head
 * gets the stylesheets of the islands it holds and preloads for those that hydrate at once, so
 * nothing shows unstyled and nothing waits on a chain of imports; its scripts are fetched after its
 * first paint (src/site/moduleLoader.ts).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { checkTemplate, escapeHtml, filesOf, loadScriptsAfterFirstPaint, pageHtml } from './page-html.mjs';
import { buildSearchIndex, buildServiceWorker, kb } from './study-build.mjs';

const root = resolve(import.meta.dirname, '..');
// OUT_DIR lets the tests build a second copy for a sub-path (BASE_PATH) beside the main one.
const outDir = resolve(root, process.env.OUT_DIR ?? 'dist');
const ssrDir = join(root, '.cache', `ssr-${process.pid}`);
const started = performance.now();

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });

const { render, prerenderPaths, NOT_FOUND_PATH, codeColorsCss, basePath, vocabulary, PAGE_MODULES_ID } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
checkTemplate(template);
const manifestFile = join(outDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const inTemplate = (file) => template.includes(`${basePath}${file}"`);

/**
 * The Go toolchain for running programs in the browser (issue 11), built (or found up to date) by
 * scripts/build-go-wasm.mjs and served from go/: go/manifest.json, and go/<version>/ with the gzipped files the
 * first run downloads. The service worker does not precache go/ (scripts/study-build.mjs): the runner keeps
 * these files in its own cache, fetched only when the learner asks for them.
 */
function copyGoToolchain() {
  const dir = execFileSync(process.execPath, [join(root, 'scripts', 'build-go-wasm.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const goManifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const target = join(outDir, 'go', goManifest.goVersion);
  mkdirSync(target, { recursive: true });
  for (const f of goManifest.files) copyFileSync(join(dir, `${f.name}.gz`), join(target, `${f.name}.gz`));
  copyFileSync(join(dir, 'manifest.json'), join(outDir, 'go', 'manifest.json'));
  console.log(`build: Go ${goManifest.goVersion} toolchain for the browser in go/, ${(goManifest.downloadBytes / 1e6).toFixed(1)} MB to download on first run`);
}

const rendered = [];
for (const pathname of [...prerenderPaths(), NOT_FOUND_PATH]) rendered.push({ pathname, page: await render(pathname) });
// Every page is rendered before any is written: the code colours' classes are known only then.
const codeColors = `<style id="code-colors">${codeColorsCss()}</style>`;

/**
 * A page's own stylesheet: inline when it is small, so that the first paint waits on no request but the
 * site's stylesheet (a lab page had four more; on a slow phone network each is a request before the first
 * paint); linked when it is big and shared (the quizzes' 14 kB), where the browser's cache wins.
 */
const INLINE_STYLESHEET_MAX_BYTES = 8 * 1024;
function stylesheetTag(file) {
  const href = `${basePath}${file}`;
  const css = readFileSync(join(outDir, file), 'utf8');
  if (css.length > INLINE_STYLESHEET_MAX_BYTES) return `<link rel="stylesheet" crossorigin href="${href}">`;
  if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style", which would end an inline stylesheet`);
  // The disabled link is never fetched; it tells Vite's import helper (which looks for link[rel=stylesheet]
  // with this href) and the page swap (src/app/pageSwap.ts) that the page has this stylesheet already.
  return `<style data-stylesheet="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

function partsOf(page) {
  const styles = filesOf(manifest, page.islandModules).css.filter((f) => !inTemplate(f));
  const preloads = filesOf(manifest, page.preloadModules).js.filter((f) => !inTemplate(f));
  return {
    styles: styles.map(stylesheetTag).join('\n    '),
    head: [...preloads.map((f) => `<link rel="modulepreload" crossorigin href="${basePath}${f}">`), codeColors].join('\n    '),
  };
}

const written = [];
for (const { pathname, page } of rendered) {
  const html = loadScriptsAfterFirstPaint(pageHtml(template, page, pathname, partsOf(page)), PAGE_MODULES_ID);
  // Static hosts serve 404.html for unknown paths; it renders the "not found" page.
  const file = pathname === NOT_FOUND_PATH ? join(outDir, '404.html') : pathname === '/' ? join(outDir, 'index.html') : join(outDir, pathname, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  if (pathname !== NOT_FOUND_PATH) written.push(pathname);
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
rmSync(ssrDir, { recursive: true, force: true });
rmSync(join(outDir, '.vite'), { recursive: true, force: true });
copyGoToolchain();
const search = await buildSearchIndex(outDir, written, vocabulary);
console.log(`build: search index of ${search.pages} pages, ${kb(search.bytes)} (pagefind/)`);
const sw = await buildServiceWorker(outDir);
console.log(`build: service worker precaches ${sw.count} files, ${kb(sw.bytes)}`);
console.log(`build: pre-rendered ${written.length} pages + 404.html in ${((performance.now() - started) / 1000).toFixed(1)} s`);
