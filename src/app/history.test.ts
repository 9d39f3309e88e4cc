// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { POSITIONS_KEY, saveScroll, savedScroll } from './history.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

describe('saved scroll positions', () => {
  it('reads back what it saved, from history.state and, after a reload, from sessionStorage', () => {
    window.history.replaceState({ key: 'k1' }, '');
    saveScroll();
    const saved = savedScroll();
    expect(saved).toEqual({ y: window.scrollY });
    window.history.replaceState({ key: 'k1' }, ''); // a reload keeps the key, not what was written into the state
    expect(savedScroll()).toEqual(saved);
  });

  it('reads a position saved as a bare offset by the previous version', () => {
    window.history.replaceState({ key: 'old', scroll: 1234 }, '');
    expect(savedScroll()).toEqual({ y: 1234 });
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ older: 99 }));
    window.history.replaceState({ key: 'older' }, '');
    expect(savedScroll()).toEqual({ y: 99 });
  });

  it('keeps a section only when it is whole, and ignores what is not a position', () => {
    window.history.replaceState({ key: 'a', scroll: { y: 10, section: 3, into: 40 } }, '');
    expect(savedScroll()).toEqual({ y: 10, section: 3, into: 40 });
    window.history.replaceState({ key: 'a', scroll: { y: 10, section: '3' } }, '');
    expect(savedScroll()).toEqual({ y: 10 });
    window.history.replaceState({ key: 'a', scroll: { section: 3 } }, '');
    expect(savedScroll()).toBeUndefined();
    sessionStorage.setItem(POSITIONS_KEY, '{not json');
    window.history.replaceState({ key: 'a' }, '');
    expect(savedScroll()).toBeUndefined();
  });
});
