// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('diagram exploded');
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows a Russian message in place of a failed component and keeps its siblings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <p>текст главы</p>
        <ErrorBoundary label="test">
          <Broken />
        </ErrorBoundary>
        <p>дальше</p>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Этот блок не удалось показать');
    expect(screen.getByText('diagram exploded')).toBeTruthy();
    expect(screen.getByText('текст главы')).toBeTruthy();
    expect(screen.getByText('дальше')).toBeTruthy();
  });
});
