// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TERMINAL_SCROLL_LINES, Terminal } from './Terminal.tsx';

afterEach(cleanup);

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('');

describe('Terminal', () => {
  it('shows a short output as it is, with no frame of its own to scroll or focus', () => {
    const { container } = render(<Terminal stdout={lines(TERMINAL_SCROLL_LINES)} stderr="" exitCode={0} goVersion="go1.27.3" />);
    const pre = container.querySelector('pre')!;
    expect(pre.className).toBe('');
    expect(pre.hasAttribute('tabindex')).toBe(false);
  });

  it('puts a long trace in a frame that scrolls, that a keyboard can focus and that says how long it is', () => {
    render(<Terminal stdout={'reporting\n'} stderr={lines(278)} exitCode={2} goVersion="go1.27.3" />);
    const pre = screen.getByLabelText('Вывод программы, 279 строк: прокручивается внутри рамки');
    expect(pre.tagName).toBe('PRE');
    expect(pre.className).toBe('terminal-scroll');
    expect(pre.tabIndex).toBe(0);
    expect(pre.textContent).toContain('line 278');
  });
});
