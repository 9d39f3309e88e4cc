/**
 * The keys every page answers ("/" and Ctrl+K for search, "?" for this list) and the one listener
 * that dispatches the registry. They start with the main module, not with the tools island: that
 * island hydrates in a transition, hundreds of milliseconds later on a phone, and a "/" pressed
 * meanwhile did nothing (Ctrl+K opened the browser's own search bar). The dialogs they open still
 * come with the island; until it renders them, the keys typed for the search are held (typeAhead).
 * For the same reason a click on the header's search button is answered here until its own island
 * has hydrated (the button is in the page's HTML from the first paint).
 */
import { takeEarlyInput } from '../site/earlyInput.ts';
import { OPENS_SEARCH, openSearch } from './search/openSearch.ts';
import { openDialog } from './uiState.ts';
import { globalKeys } from './shortcuts/keyStrings.ts';
import { type ShortcutRegistry, shortcuts } from './shortcuts/registry.ts';

const listening = new WeakSet<EventTarget>();

/** Registers the global shortcuts and starts dispatching; a second call for the same target adds nothing. */
export function startGlobalShortcuts(target: EventTarget = window, registry: ShortcutRegistry = shortcuts): void {
  if (listening.has(target)) return;
  listening.add(target);
  // "/" only outside text fields; Ctrl+K (⌘K) everywhere, before the browser takes it for its own search bar.
  registry.register({ id: 'search', keys: ['/', 'mod+k'], description: globalKeys.search, group: 'global', run: openSearch });
  registry.register({ id: 'help', keys: ['?'], description: globalKeys.help, group: 'global', run: () => openDialog('shortcuts') });
  // Each dialog closes itself; listed so that the help shows it.
  registry.register({ id: 'escape', keys: ['Escape'], description: globalKeys.closeDialog, group: 'global', listOnly: true });
  target.addEventListener('keydown', (event) => {
    const key = event as KeyboardEvent;
    if (key.defaultPrevented || key.isComposing) return;
    if (registry.dispatch(key, key.target)) key.preventDefault();
  });
  target.addEventListener('click', answerSearchButton);
}

/** A click on the header's search button that its island, not hydrated yet, cannot answer. */
function answerSearchButton(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest(`[${OPENS_SEARCH}]`) : null;
  // Once hydrated, the button's own onClick opens the search.
  if (!button || button.closest('go-island')?.getAttribute('data-state') === 'hydrated') return;
  openSearch();
}

/**
 * Replays what the page recorded before the app started (src/site/earlyInput.ts), in order: a key
 * goes again to where it was pressed, as if pressed now (the shortcuts, then the search's type-ahead
 * see it); a click on the search button opens the search. Call after startGlobalShortcuts.
 */
export function replayEarlyInput(events: Event[] = takeEarlyInput()): void {
  for (const event of events) {
    if (event.type === 'click') answerSearchButton(event);
    if (!(event instanceof KeyboardEvent)) continue;
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
    const target = event.target instanceof Node && event.target.isConnected ? event.target : document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true }));
  }
}
