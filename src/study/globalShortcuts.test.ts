// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeTypedKeys } from './search/typeAhead.ts';
import { closeDialog, openDialogNow } from './uiState.ts';
import { startGlobalShortcuts } from './globalShortcuts.ts';
import { createRegistry } from './shortcuts/registry.ts';

// Started once, as the entry does, before any island (the tools island included) exists.
const registry = createRegistry();
startGlobalShortcuts(window, registry);

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  closeDialog();
  takeTypedKeys();
  document.body.innerHTML = '';
});

describe('global shortcuts before the tools island', () => {
  it('"/" opens the search and keeps the letters typed after it for its field', () => {
    const slash = press('/');
    expect(slash.defaultPrevented).toBe(true);
    expect(openDialogNow()).toBe('search');
    press('e');
    press('r');
    expect(takeTypedKeys()).toBe('er');
  });

  it('Ctrl+K opens the search instead of the browser’s bar, on a Russian layout too', () => {
    const ctrlK = press('л', { ctrlKey: true, code: 'KeyK' });
    expect(ctrlK.defaultPrevented).toBe(true);
    expect(openDialogNow()).toBe('search');
  });

  it('"?" opens the list of shortcuts', () => {
    press('?', { shiftKey: true });
    expect(openDialogNow()).toBe('shortcuts');
  });

  it('"/" typed in a text field stays there', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const slash = press('/', {}, input);
    expect(slash.defaultPrevented).toBe(false);
    expect(openDialogNow()).toBe(null);
  });

  it('a key a page already handled is left alone', () => {
    const handled = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(openDialogNow()).toBe(null);
  });

  it('lists the three global keys for the help dialog, once however often it is started', () => {
    startGlobalShortcuts(window, registry);
    expect(registry.list().map((s) => s.id)).toEqual(['search', 'help', 'escape']);
  });
});
