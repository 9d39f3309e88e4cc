/**
 * The study tools that live on every page, mounted once by the layout: the shortcut dispatcher,
 * search (dialog and highlighting), the shortcuts help, the offline/update notice and the storage
 * notice. Each part is small; heavy parts (Pagefind, the service worker helper) load on demand.
 * (Printing opens the interview answers without it: src/app/enhance.ts.)
 */
import { Suspense, lazy } from 'react';
import { globalKeys } from './shortcuts/keyStrings.ts';
import { OfflineNotice } from './offline/OfflineNotice.tsx';
import { LabVisits } from './progress/LabVisits.tsx';
import { openSearch } from './search/openSearch.ts';
import { SearchHighlighter } from './search/SearchHighlighter.tsx';
import { useShortcut, useShortcutDispatcher } from './shortcuts/useShortcut.ts';
import { openDialog, useOpenDialog } from './uiState.ts';
import './study.css';

// The dialogs load when first opened: every page has the tools, few pages open them.
const SearchDialog = lazy(() => import('./search/SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));
const ShortcutsDialog = lazy(() => import('./shortcuts/ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

function GlobalShortcuts() {
  useShortcutDispatcher();
  // "/" only outside text fields; Ctrl+K (⌘K) everywhere, before the browser takes it for its own search bar.
  useShortcut({ id: 'search', keys: ['/', 'mod+k'], description: globalKeys.search, group: 'global', run: openSearch });
  useShortcut({ id: 'help', keys: ['?'], description: globalKeys.help, group: 'global', run: () => openDialog('shortcuts') });
  useShortcut({ id: 'escape', keys: ['Escape'], description: globalKeys.closeDialog, group: 'global', listOnly: true });
  return null;
}

export function StudyTools() {
  const dialog = useOpenDialog();
  return (
    <>
      <GlobalShortcuts />
      <SearchHighlighter />
      <LabVisits />
      <Suspense fallback={null}>
        {dialog === 'search' && <SearchDialog />}
        {dialog === 'shortcuts' && <ShortcutsDialog />}
      </Suspense>
      <OfflineNotice />
    </>
  );
}
