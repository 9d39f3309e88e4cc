/**
 * Puts one rendered page into the HTML template (index.html as Vite made it): the body, the path it
 * was rendered for, its title and description, and its own <head> part. Shared by the build
 * (scripts/build.mjs) and the dev server (scripts/dev.mjs).
 */

export const APP_HTML = '<!--app-html-->';
export const PAGE_HEAD = '<!--page-head-->';

export const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function checkTemplate(template) {
  for (const mark of [APP_HTML, PAGE_HEAD]) if (!template.includes(mark)) throw new Error(`index.html lost its ${mark} placeholder`);
}

/**
 * @param {string} template
 * @param {{ html: string, meta: { title: string, description: string } }} page
 * @param {string} pathname the path the page was rendered for (without the base path)
 * @param {{ styles?: string, head: string }} parts the page's own stylesheets (they go before the
 *   site's stylesheet, which has the last word, as a dependency's styles come before its user's) and
 *   the rest of its <head> part (preloads, code colours)
 */
export function pageHtml(template, page, pathname, { styles = '', head }) {
  const siteStylesheet = /<link rel="stylesheet"[^>]*>/.exec(template);
  const withStyles = styles && siteStylesheet ? template.replace(siteStylesheet[0], () => `${styles}\n    ${siteStylesheet[0].replace('<link ', '<link data-site-css ')}`) : template;
  return (
    withStyles
      // Functions, not strings: the page's own text may contain $' or $` (a regexp in a chapter), which
      // a replacement string would expand into pieces of the template.
      .replace(APP_HTML, () => page.html)
      .replace(PAGE_HEAD, () => head)
      // The browser's islands read the location the page was rendered for (404.html is not shown there).
      .replace('<div id="root">', () => `<div id="root" data-rendered-path="${escapeHtml(pathname)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.meta.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, (_, open, close) => `${open}${escapeHtml(page.meta.description)}${close}`)
  );
}

/**
 * The files a set of modules needs, from Vite's manifest: their chunks and everything those import
 * statically, and every stylesheet on the way. Throws on a module the build did not make a chunk of.
 *
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string[]} modules
 */
export function filesOf(manifest, modules) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest (an island's module path in src/islands/registry.ts?)`);
    if (js.has(entry.file)) return;
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { js: [...js], css: [...css] };
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * Hands a built page's scripts to the loader that fetches them after the first paint (src/site/moduleLoader.ts):
 * its module script (the app's entry) and its module preloads become a JSON list, with the id the loader
 * reads, where the module script was. Throws unless the page has exactly one module script.
 *
 * @param {string} html a page as pageHtml made it
 * @param {string} listId the JSON element's id (PAGE_MODULES_ID)
 */
export function loadScriptsAfterFirstPaint(html, listId) {
  const entries = [...html.matchAll(MODULE_SCRIPT)];
  if (entries.length !== 1) throw new Error(`a page has ${entries.length} module scripts; the loader starts exactly one`);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  // "<" is escaped so that no URL can end the element early.
  const list = JSON.stringify({ entry: entries[0][1], preload }).replace(/</g, '\\u003c');
  return html.replace(MODULE_PRELOAD, '').replace(entries[0][0], () => `<script type="application/json" id="${listId}">${list}</script>`);
}
