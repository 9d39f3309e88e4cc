/**
 * Serves dist/ as a plain static host does: /a/b → /a/b/index.html, unknown paths → 404.html with
 * status 404. BASE_PATH serves the site under a sub-path, PORT picks the port (default 4173).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const base = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root} is empty; run \`npm run build\` first`);
  process.exit(1);
}

function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const rel = normalize(decodeURIComponent(urlPath.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, rel);
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

createServer((req, res) => {
  let urlPath;
  try {
    urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    urlPath = '/';
  }
  if (base !== '/' && urlPath === base.slice(0, -1)) {
    // As static hosts do: /site → /site/
    res.writeHead(301, { Location: base });
    res.end();
    return;
  }
  const file = fileFor(urlPath);
  const status = file ? 200 : 404;
  const path = file ?? join(root, '404.html');
  const headers = { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' };
  headers['Cache-Control'] = /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
  // No framing by other sites (clickjacking): a CSP in a <meta> tag cannot say frame-ancestors. The same
  // headers are in public/_headers for static hosts; README.md says what a host must send.
  headers['Content-Security-Policy'] = "frame-ancestors 'none'";
  headers['X-Frame-Options'] = 'DENY';
  res.writeHead(status, headers);
  createReadStream(path).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`serving dist/ at http://127.0.0.1:${port}${base}`);
});
