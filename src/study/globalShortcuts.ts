/**
 * The keys every page answers ("/" and Ctrl+K for search, "?" for this list) and the one listener
 * that dispatches the registry. They start with the main module, not with the tools island: that
 * island hydrates in a transition, hundreds of milliseconds later on a phone, and a "/" pressed
 * meanwhile did nothing (Ctrl+K opened the browser's own search bar). The dialogs they open still
 * come with the island; until it renders them, the keys typed for the search are held (typeAhead).
 */
import { openSearch } from './search/openSearch.ts';
import { openDialog } from './uiState.ts';
import { globalKeys } from './shortcuts/keyStrings.ts';
import { type ShortcutRegistry, shortcuts } from './shortcuts/registry.ts';

let started = false;

/** Registers the global shortcuts and starts dispatching; once per document (a second call does nothing). */
export function startGlobalShortcuts(target: EventTarget = window, registry: ShortcutRegistry = shortcuts): void {
  if (started) return;
  started = true;
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
}
