import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RunButton } from './RunButton.tsx';

describe('RunButton', () => {
  it('is a plain button naming its program, for the page-wide click handler', () => {
    const html = renderToStaticMarkup(<RunButton program="examples/errors/typed-nil" />);
    expect(html).toContain('data-run-program="examples/errors/typed-nil"');
    expect(html).toContain('Изменить и запустить');
  });

  it('for a program that cannot run in the browser, says why instead of offering a run', () => {
    const html = renderToStaticMarkup(<RunButton program="examples/x/server" cannot="слушает сокет" />);
    expect(html).not.toContain('<button');
    expect(html).toContain('В браузере не запускается: слушает сокет');
  });
});
