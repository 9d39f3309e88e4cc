/**
 * Build steps of the study tools that run on the finished site, after pre-rendering (called from
 * scripts/build.mjs): the search index (Pagefind) and, later in the file, the service worker.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Total size in bytes of the files under a directory. */
export function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(path) : statSync(path).size;
  }
  return total;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Pages that are searched: chapters, quiz question pages, lab pages. */
export const INDEXED_PATHS = [/^\/chapters\/[^/]+$/, /^\/quiz\/q\/[^/]+$/, /^\/labs\/[^/]+$/];

/**
 * The search index, built from the pre-rendered HTML into <outDir>/pagefind. Chapters are indexed by
 * section: Pagefind makes a sub-result per heading with an id. It stems Russian with Snowball (the
 * pages say lang="ru"); identifiers such as errors.Is or Retry-After are indexed whole and in parts.
 * A chapter marks its article with data-pagefind-body; a question or lab page that does not mark its
 * own region is indexed by its <main> (only in the copy handed to Pagefind; the served HTML is as rendered).
 */
/**
 * Marks a page's <main> as the indexed region, titled by the document title without the site name
 * (a question page's heading is the same for every question; its title names the question).
 */
function markMain(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' — ').slice(0, -1).join(' — ');
  const meta = title ? ` data-pagefind-meta="title:${title.replace(/"/g, '&quot;')}"` : '';
  return html.replace('<main id="main"', `<main id="main" data-pagefind-body${meta}`);
}

/** The visible text of a page's <main>, roughly: enough to list the words it uses. */
function mainText(html) {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/**
 * Builds the index and the words of the indexed pages (the search's typo correction), made and named by
 * the app's own code: `vocabulary.build(texts)` written to `<outDir>/<vocabulary.file>`.
 */
export async function buildSearchIndex(outDir, pathnames, vocabulary) {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'ru',
    // Interface text that is not content: heading anchors, buttons, navigation, decorative parts.
    excludeSelectors: ['nav', 'button', '.anchor', '.eyebrow', '.chapter-meta', '.mobile-nav', '.go-program-header', 'svg', '[aria-hidden="true"]'],
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  const texts = [];
  for (const pathname of pathnames) {
    if (!INDEXED_PATHS.some((re) => re.test(pathname))) continue;
    const html = readFileSync(join(outDir, pathname, 'index.html'), 'utf8');
    texts.push(mainText(html));
    const content = html.includes('data-pagefind-body') ? html : markMain(html);
    const added = await index.addHTMLFile({ url: `${pathname}/`, content });
    if (added.errors.length) throw new Error(`pagefind ${pathname}: ${added.errors.join('; ')}`);
    pages++;
  }
  const pagefindDir = join(outDir, 'pagefind');
  rmSync(pagefindDir, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: pagefindDir });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  writeFileSync(join(outDir, vocabulary.file), JSON.stringify(vocabulary.build(texts)));
  await pagefind.close();
  // The app has its own search dialog: Pagefind's ready-made interfaces are not shipped, nor the
  // WebAssembly of languages that no page uses.
  const entry = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8'));
  const wasmUsed = new Set(Object.values(entry.languages).map((l) => l.wasm));
  for (const name of readdirSync(pagefindDir)) {
    const wasm = /^wasm\.(.+)\.pagefind$/.exec(name)?.[1];
    if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(name) || (wasm && !wasmUsed.has(wasm))) rmSync(join(pagefindDir, name));
  }
  return { pages, bytes: sizeOf(pagefindDir) };
}

/**
 * The service worker: precaches every built file and every pre-rendered page, so that after one
 * visit the whole site (chapters, labs, quiz, search) works without a network. It runs after
 * pre-rendering because the pages are written after Vite's client build.
 *
 * Updates never mix versions: a new worker waits (no skipWaiting) until the learner accepts the
 * update notice; then it takes over, and every open tab reloads once with the new files.
 */
export async function buildServiceWorker(outDir) {
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json,wasm,woff2,pagefind,pf_meta,pf_index,pf_fragment}'],
    // go/: the Go toolchain (≈ 35 MB) is downloaded only when a learner asks to run a program (src/runner).
    globIgnores: ['sw.js', 'workbox-*.js', 'go/**'],
    swDest: join(outDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // Hashed file names need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    // Pages are linked as /chapters/errors (no slash, no index.html): precache them under that URL.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((e) => (e.url.endsWith('/index.html') ? { ...e, url: e.url.slice(0, -'/index.html'.length) } : e)),
        warnings: [],
      }),
    ],
    directoryIndex: 'index.html',
    // A lab's state lives in the query string: /labs/x?rps=900 is the page /labs/x.
    ignoreURLParametersMatching: [/./],
    // Any other address is answered by the "not found" page, which routes on the client.
    navigateFallback: '404.html',
    navigateFallbackDenylist: [/\/pagefind\//, /\/assets\//, /\/go\//, /\/sw\.js$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  return { count, bytes: size };
}
