/**
 * Serves dist/ as a plain static host does: /a/b → /a/b/index.html, unknown paths → 404.html with
 * status 404, text compressed as the browser accepts it (a `.br`/`.gz` file beside the original when
 * the build made one, otherwise gzip made once and kept in memory), ETags for revalidation.
 * BASE_PATH serves the site under a sub-path, PORT picks the port (default 4173), DIST the folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

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
/** What hosts compress: text, and WebAssembly (Pagefind's index files are already compressed). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt', '.wasm']);

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root} is empty; run \`npm run build\` first`);
  process.exit(1);
}

function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let rel;
  try {
    rel = normalize(decodeURIComponent(urlPath.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
  } catch {
    return null; // a malformed %-escape names no file
  }
  const candidate = join(root, rel);
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

/** One entry per file and encoding, dropped when the file changes (a rebuild while serving). */
const cache = new Map();

function variant(path, encoding) {
  const { mtimeMs, size } = statSync(path);
  const key = `${encoding}:${path}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit;
  let body;
  if (encoding === 'identity') body = readFileSync(path);
  else {
    const ext = encoding === 'br' ? '.br' : '.gz';
    if (existsSync(path + ext) && statSync(path + ext).mtimeMs >= mtimeMs) body = readFileSync(path + ext);
    else if (encoding === 'gzip') body = gzipSync(readFileSync(path), { level: 6 });
    else return null; // brotli only when the build made it
  }
  const entry = { mtimeMs, size, body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}-${encoding[0]}"` };
  cache.set(key, entry);
  return entry;
}

function accepted(header = '') {
  const list = header.split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return { name: name.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
  });
  return (name) => list.some((e) => (e.name === name || e.name === '*') && e.q > 0);
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
  const ext = extname(path);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    // No framing by other sites (clickjacking): a CSP in a <meta> tag cannot say frame-ancestors. The same
    // headers are in public/_headers for static hosts; README.md says what a host must send.
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  };
  let encoding = 'identity';
  if (COMPRESSIBLE.has(ext)) {
    headers.Vary = 'Accept-Encoding';
    const accepts = accepted(req.headers['accept-encoding']);
    if (accepts('br') && existsSync(`${path}.br`)) encoding = 'br';
    else if (accepts('gzip')) encoding = 'gzip';
  }
  let entry;
  try {
    entry = variant(path, encoding) ?? variant(path, 'identity');
  } catch (error) {
    // The file went away between the lookup and the read (a rebuild while serving): the server lives on.
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store' });
    res.end(`${urlPath}: ${error.code ?? 'unreadable'}, try again\n`);
    return;
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers.ETag = entry.etag;
  headers['Content-Length'] = entry.body.length;
  if (status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, { ETag: entry.etag, 'Cache-Control': headers['Cache-Control'], ...(headers.Vary ? { Vary: headers.Vary } : {}) });
    res.end();
    return;
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}).listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${base} (gzip)`);
});
