// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeTypedKeys } from './search/typeAhead.ts';
import { closeDialog, openDialogNow } from './uiState.ts';
import { startGlobalShortcuts } from './globalShortcuts.ts';
import { createRegistry, type ShortcutRegistry } from './shortcuts/registry.ts';
import { OPENS_SEARCH } from './search/openSearch.ts';

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

  it('lists the three global keys for the help dialog', () => {
    expect(registry.list().map((s) => s.id)).toEqual(['search', 'help', 'escape']);
  });

  it('started twice for one target, it listens once', () => {
    const target = new EventTarget();
    const own = createRegistry();
    let dispatched = 0;
    const counting: ShortcutRegistry = { ...own, dispatch: (event, on) => (dispatched++, own.dispatch(event, on)) };
    startGlobalShortcuts(target, counting);
    startGlobalShortcuts(target, counting);
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', cancelable: true }));
    expect(dispatched).toBe(1);
    expect(own.list().map((s) => s.id)).toEqual(['search', 'help', 'escape']);
  });
});

describe('the header search button before its island hydrates', () => {
  function headerButton(state: string): HTMLButtonElement {
    document.body.innerHTML = `<go-island data-island="SearchButton" data-state="${state}"><button type="button" ${OPENS_SEARCH}><span>Поиск</span></button></go-island>`;
    return document.querySelector('button')!;
  }

  it('a click on it (or on its label) opens the search', () => {
    headerButton('waiting').querySelector('span')!.click();
    expect(openDialogNow()).toBe('search');
  });

  it('once hydrated, the button answers by itself: the click is left to it', () => {
    headerButton('hydrated').click();
    expect(openDialogNow()).toBe(null);
  });

  it('a click elsewhere opens nothing', () => {
    headerButton('waiting');
    document.body.appendChild(document.createElement('p')).click();
    expect(openDialogNow()).toBe(null);
  });
});
