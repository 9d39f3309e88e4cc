// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RunButton } from './RunButton.tsx';

afterEach(cleanup);

describe('RunButton', () => {
  it('is a plain button naming its program, for the page-wide click handler', () => {
    render(<RunButton program="examples/errors/typed-nil" />);
    const button = screen.getByRole('button', { name: 'Изменить и запустить examples/errors/typed-nil/main.go' });
    expect(button.dataset.runProgram).toBe('examples/errors/typed-nil');
  });

  it('for a program that cannot run in the browser, says why instead of offering a run', () => {
    render(<RunButton program="examples/x/server" cannot="слушает сокет" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('В браузере не запускается: слушает сокет')).toBeTruthy();
  });
});
