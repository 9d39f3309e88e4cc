// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL, earlyInputRecorder, takeEarlyInput } from '../site/earlyInput.ts';
import { replayEarlyInput, startGlobalShortcuts } from './globalShortcuts.ts';
import { OPENS_SEARCH } from './search/openSearch.ts';
import { takeTypedKeys } from './search/typeAhead.ts';
import { createRegistry } from './shortcuts/registry.ts';
import { closeDialog, openDialogNow } from './uiState.ts';

/** The page's recorder, as the boot script runs it before the app. */
const startRecorder = () => new Function(earlyInputRecorder)() as void;

function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
}

afterEach(() => {
  closeDialog();
  takeTypedKeys();
  takeEarlyInput();
  document.body.innerHTML = '';
});

// The app's listeners are started only in the last test: before, nothing but the recorder listens.

it('Ctrl+K before the app started is kept from the browser (its search bar) and recorded', () => {
  startRecorder();
  expect(press('л', { ctrlKey: true, code: 'KeyK' }).defaultPrevented).toBe(true);
  expect(press('/').defaultPrevented).toBe(false);
  expect(takeEarlyInput().map((e) => (e as KeyboardEvent).key)).toEqual(['л', '/']);
});

it('once taken, the recorder records no more', () => {
  startRecorder();
  press('a');
  expect(takeEarlyInput()).toHaveLength(1);
  press('b');
  expect(takeEarlyInput()).toEqual([]);
  expect(EARLY_INPUT_GLOBAL in window).toBe(false);
});

it('a click on the search button (or its label) before the app started opens the search when it starts', () => {
  startRecorder();
  document.body.innerHTML = `<go-island data-island="SearchButton"><button type="button" ${OPENS_SEARCH}><span>Поиск</span></button></go-island><p>текст</p>`;
  document.querySelector('p')!.click();
  expect(openDialogNow()).toBe(null);
  replayEarlyInput();
  expect(openDialogNow()).toBe(null); // a click elsewhere opens nothing
  startRecorder();
  document.querySelector('span')!.click();
  expect(openDialogNow()).toBe(null);
  replayEarlyInput();
  expect(openDialogNow()).toBe('search');
});

it('"/" and the letters typed before the app started open the search with those letters, once it starts', () => {
  startRecorder();
  press('/');
  press('e');
  press('r');
  expect(openDialogNow()).toBe(null);
  startGlobalShortcuts(window, createRegistry());
  replayEarlyInput();
  expect(openDialogNow()).toBe('search');
  expect(takeTypedKeys()).toBe('er');
});
