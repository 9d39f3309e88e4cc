import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './page-html.mjs';

const PAGE = `<head>
    <script type="module" crossorigin src="/go-errors/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/go-errors/assets/react-B.js">
    <link data-site-css rel="stylesheet" crossorigin href="/go-errors/assets/index-C.css">
    <link rel="modulepreload" crossorigin href="/go-errors/assets/Lab-D.js">
    <style id="code-colors"></style>
  </head><body><p>текст</p></body>`;

const listOf = (html: string) => JSON.parse(/<script type="application\/json" id="mods">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe("a built page's scripts", () => {
  it('become one list where the module script was: the entry and every preload, in order', () => {
    const html = loadScriptsAfterFirstPaint(PAGE, 'mods');
    expect(listOf(html)).toEqual({ entry: '/go-errors/assets/index-A.js', preload: ['/go-errors/assets/react-B.js', '/go-errors/assets/Lab-D.js'] });
    expect(html).not.toMatch(/modulepreload|type="module"/);
    // Nothing else moves: the stylesheet, the code colours and the text stay as they were.
    expect(html.indexOf('id="mods"')).toBeLessThan(html.indexOf('data-site-css'));
    expect(html).toContain('<style id="code-colors"></style>');
    expect(html).toContain('<p>текст</p>');
  });

  it('refuse a page without its one module script, which the loader could not start', () => {
    expect(() => loadScriptsAfterFirstPaint('<head></head>', 'mods')).toThrow(/0 module scripts/);
    const twice = PAGE.replace('<head>', '<head><script type="module" crossorigin src="/x.js"></script>');
    expect(() => loadScriptsAfterFirstPaint(twice, 'mods')).toThrow(/2 module scripts/);
  });

  it('keep a URL from ending the list early', () => {
    const odd = PAGE.replace('Lab-D.js', 'Lab-</script>.js');
    expect(loadScriptsAfterFirstPaint(odd, 'mods')).not.toContain('Lab-</script>');
    expect(listOf(loadScriptsAfterFirstPaint(odd, 'mods')).preload[1]).toBe('/go-errors/assets/Lab-</script>.js');
  });
});
