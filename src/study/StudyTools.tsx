/**
 * The study tools that live on every page, mounted once by the layout: search (dialog and
 * highlighting), the shortcuts help, the offline/update notice and the storage notice. The keys
 * that open the dialogs listen from the start (globalShortcuts.ts). Each part is small; heavy parts (Pagefind, the service worker helper) load on demand.
 * (Printing opens the interview answers without it: src/app/enhance.ts.)
 */
import { Suspense, lazy } from 'react';
import { OfflineNotice } from './offline/OfflineNotice.tsx';
import { LabVisits } from './progress/LabVisits.tsx';
import { SearchHighlighter } from './search/SearchHighlighter.tsx';
import { useOpenDialog } from './uiState.ts';
import './study.css';

// The dialogs load when first opened: every page has the tools, few pages open them.
const SearchDialog = lazy(() => import('./search/SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));
const ShortcutsDialog = lazy(() => import('./shortcuts/ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

export function StudyTools() {
  const dialog = useOpenDialog();
  return (
    <>
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
