import { describe, expect, it, vi } from 'vitest';
import { type KeyLike, createRegistry, displayKey, isTextField, matches } from './registry.ts';

const key = (k: string, mods: Partial<KeyLike> & { code?: string } = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('matches', () => {
  it('mod means Ctrl or ⌘', () => {
    expect(matches('mod+k', key('k', { ctrlKey: true }))).toBe(true);
    expect(matches('mod+k', key('K', { metaKey: true }))).toBe(true);
    expect(matches('mod+k', key('k'))).toBe(false);
  });

  it('a Russian layout still gives Ctrl+K by the physical key', () => {
    expect(matches('mod+k', key('л', { ctrlKey: true, code: 'KeyK' }))).toBe(true);
  });

  it('plain keys do not fire with Ctrl held', () => {
    expect(matches('/', key('/'))).toBe(true);
    expect(matches('/', key('/', { ctrlKey: true }))).toBe(false);
    expect(matches('?', key('?', { shiftKey: true }))).toBe(true);
  });
});

describe('isTextField', () => {
  it('knows inputs where keys type text', () => {
    expect(isTextField({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTextField({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextField({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTextField({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('registry', () => {
  it('the newest registration wins, and unregistering restores the earlier one', () => {
    const r = createRegistry();
    const global = vi.fn();
    const page = vi.fn();
    r.register({ id: 'help', keys: ['?'], description: 'help', group: 'global', run: global });
    const off = r.register({ id: 'quiz-help', keys: ['?'], description: 'quiz help', group: 'page', run: page });
    expect(r.dispatch(key('?', { shiftKey: true }), null)).toBe(true);
    expect(page).toHaveBeenCalledTimes(1);
    off();
    r.dispatch(key('?', { shiftKey: true }), null);
    expect(global).toHaveBeenCalledTimes(1);
  });

  it('in a text field fires only combinations with a modifier, unless told otherwise', () => {
    const r = createRegistry();
    const search = vi.fn();
    const help = vi.fn();
    r.register({ id: 'search', keys: ['/', 'mod+k'], description: '', group: 'global', run: search });
    r.register({ id: 'help', keys: ['?'], description: '', group: 'global', run: help });
    const input = { tagName: 'INPUT', type: 'text' };
    expect(r.dispatch(key('/'), input)).toBe(false);
    expect(r.dispatch(key('?', { shiftKey: true }), input)).toBe(false);
    expect(r.dispatch(key('k', { ctrlKey: true }), input)).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    expect(help).not.toHaveBeenCalled();
    r.register({ id: 'never', keys: ['mod+s'], description: '', group: 'page', run: help, inTextFields: false });
    expect(r.dispatch(key('s', { ctrlKey: true }), input)).toBe(false);
  });

  it('lists what is registered and tells subscribers', () => {
    const r = createRegistry();
    const listener = vi.fn();
    r.subscribe(listener);
    const off = r.register({ id: 'a', keys: ['1'], description: 'one', group: 'page', listOnly: true });
    expect(r.list().map((s) => s.id)).toEqual(['a']);
    expect(r.dispatch(key('1'), null)).toBe(false);
    off();
    expect(r.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('displayKey', () => {
  it('names keys for the platform', () => {
    expect(displayKey('mod+k', false)).toBe('Ctrl + K');
    expect(displayKey('mod+k', true)).toBe('⌘ + K');
    expect(displayKey('ArrowDown', false)).toBe('↓');
  });
});
