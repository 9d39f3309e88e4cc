import { useEffect } from 'react';
import { matchPath, usePathname } from '../../site/router.tsx';
import { LAB_ROUTE } from '../../site/paths.ts';
import { isLabId } from '../../labs/catalog.ts';
import { useAppStore, useHydrated } from '../../store/appStore.ts';

/** Counts the opening of a lab's own page (for the progress page); the lab itself knows nothing of it. */
export function LabVisits() {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const record = useAppStore((s) => s.recordLabOpened);
  const id = matchPath(LAB_ROUTE, pathname)?.params.id;
  useEffect(() => {
    if (hydrated && id && isLabId(id)) record(id, Date.now());
  }, [hydrated, id, record]);
  return null;
}
