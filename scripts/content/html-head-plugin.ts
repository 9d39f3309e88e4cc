/**
 * Puts into index.html what must run before the first paint: the theme (no flash of the wrong theme),
 * the recorder of keys and clicks that come before the app has started (src/site/earlyInput.ts), and,
 * in the production build, the loader of the page's scripts after its first paint (src/site/moduleLoader.ts)
 * and a Content-Security-Policy that allows only the app's own origin. The scripts are inline (no extra
 * request) and allowed by their hashes.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { earlyInputRecorder } from '../../src/site/earlyInput.ts';
import { moduleLoader } from '../../src/site/moduleLoader.ts';
import { STORAGE_KEY, THEME_KEY } from '../../src/store/keys.ts';

/**
 * The theme before the first paint. Progress lives in IndexedDB, which a synchronous script cannot read,
 * so the app mirrors the theme into localStorage (THEME_KEY); a browser that has not run this release yet
 * still has the whole state of an older one under STORAGE_KEY.
 */
export const themeScript = `(function(){var c='system';try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t===null){var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})||'null');t=s&&s.state&&s.state.settings&&s.state.settings.theme}if(t==='light'||t==='dark')c=t}catch(e){}var d=c==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):c;var r=document.documentElement;r.dataset.theme=d;r.style.colorScheme=d})()`;

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile WebAssembly and nothing else (eval stays forbidden).
    // Search needs it: Pagefind runs its WebAssembly in a worker and, where a worker cannot start
    // (or the host sends this policy to the worker too), compiles it in the page; without it the
    // search fails with "WebAssembly.instantiate() violates the Content Security Policy".
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`,
    // The code colours' <style> and React's style attributes; no script can be injected through a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The placeholder for what each pre-rendered page adds to its <head> (filled by scripts/page-html.mjs). */
const PAGE_HEAD = '<!--page-head-->';

export function htmlHeadPlugin(): Plugin {
  let isBuild = false;
  let base = '/';
  const transform = (html: string) => {
    // The development server keeps Vite's module script as it is (the build moves it into the loader's list).
    const inline = [themeScript, `(function(){${earlyInputRecorder}})()`, ...(isBuild ? [moduleLoader] : [])];
    const hashes = inline.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
    const csp = isBuild ? `\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes)}" />` : '';
    const charset = '<meta charset="UTF-8" />';
    if (!html.includes(charset)) throw new Error(`index.html must start its <head> with ${charset}`);
    // The charset stays first (it must be in the first 1024 bytes); the policy precedes every script.
    // The installable app (public/manifest.webmanifest; the service worker is made by scripts/build.mjs).
    const pwa = isBuild
      ? `\n    <link rel="manifest" href="${base}manifest.webmanifest" />` +
        `\n    <meta name="theme-color" content="#0b5cad" />` +
        `\n    <link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png" />`
      : '';
    // Where the pre-renderer puts the page's own head: its islands' stylesheets and preloads, and the
    // classes of the code colours (known only once every page is rendered).
    const scripts = inline.map((script) => `\n    <script>${script}</script>`).join('');
    return html.replace(charset, `${charset}${csp}${scripts}${pwa}`).replace('</head>', `    ${PAGE_HEAD}\n  </head>`);
  };
  return {
    name: 'goprep-html-head',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr;
      base = config.base;
    },
    transformIndexHtml: transform,
  };
}
