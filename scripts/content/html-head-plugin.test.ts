import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL } from '../../src/site/earlyInput.ts';
import { moduleLoader } from '../../src/site/moduleLoader.ts';
import { htmlHeadPlugin } from './html-head-plugin.ts';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>t</title>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="module" src="/src/entry-client.tsx"></script>
  </body>
</html>`;

function transformed(command: 'build' | 'serve'): string {
  const plugin = htmlHeadPlugin();
  (plugin.configResolved as (c: unknown) => void)({ command, build: { ssr: false }, base: '/go-errors/' });
  return (plugin.transformIndexHtml as (html: string) => string)(TEMPLATE);
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('the page head', () => {
  const html = transformed('build');

  it('runs the theme, the early-input recorder and the loader of the scripts after the first paint, before any module script', () => {
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(3);
    expect(scripts[0]).toContain('dataset.theme');
    expect(scripts[1]).toContain(EARLY_INPUT_GLOBAL);
    expect(scripts[2]).toBe(moduleLoader);
    expect(html.indexOf(scripts[2]!)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('allows exactly its inline scripts, by their hashes', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').filter((t) => t.startsWith("'sha256-"))).toEqual(inlineScripts(html).map(sha256));
  });

  it('the development server gets the same scripts but the loader (its module script stays), and no policy', () => {
    const dev = transformed('serve');
    expect(inlineScripts(dev)).toEqual(inlineScripts(html).slice(0, 2));
    expect(dev).not.toContain('Content-Security-Policy');
  });
});
