/**
 * `npm run dev`: Vite's dev server with hot reload, and every page rendered on request by the same
 * pre-renderer as the build (src/entry-server.tsx), so pages and islands behave as in production.
 * PORT picks the port (default 5173). Stylesheets of islands load with their code in dev.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { checkTemplate, pageHtml } from './page-html.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const base = vite.config.base.replace(/\/$/, '');
      if (base && !url.pathname.startsWith(base)) throw Object.assign(new Error('outside the base path'), { status: 404 });
      const pathname = (url.pathname.slice(base.length) || '/').replace(/(.)\/+$/, '$1');
      const entry = await vite.ssrLoadModule('/src/entry-server.tsx');
      const known = new Set(entry.prerenderPaths());
      const rendered = known.has(pathname) ? pathname : entry.NOT_FOUND_PATH;
      const page = await entry.render(rendered);
      const template = await vite.transformIndexHtml(url.pathname, readFileSync(resolve(root, 'index.html'), 'utf8'));
      checkTemplate(template);
      const html = pageHtml(template, page, rendered, { head: `<style id="code-colors">${entry.codeColorsCss()}</style>` });
      res.writeHead(known.has(pathname) ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(error.status ?? 500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error.stack ?? error));
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`dev server at http://127.0.0.1:${port}${vite.config.base}`));
