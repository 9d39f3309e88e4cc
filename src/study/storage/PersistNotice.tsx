import { useEffect, useSyncExternalStore } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import { t } from './strings.ts';
import { useAppStore, useHydrated } from '../../store/appStore.ts';
import { type PersistMemo, afterAsking, hasProgress, parseMemo, requestPersistence, shouldAsk, shouldNotify } from './persist.ts';

/** localStorage key of what the browser answered (per device: not part of the exported progress). */
export const PERSIST_MEMO_KEY = 'goprep:persist';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PersistMemo = parseMemo(null);

function readMemo(): PersistMemo {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PERSIST_MEMO_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseMemo(raw);
  }
  return cached;
}

function writeMemo(memo: PersistMemo): void {
  try {
    localStorage.setItem(PERSIST_MEMO_KEY, JSON.stringify(memo));
  } catch {
    // storage unavailable: the question is asked again next visit, which is harmless
  }
  for (const l of listeners) l();
}

export function usePersistMemo(): PersistMemo | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readMemo,
    () => null,
  );
}

let asking = false;

/** Asks for persistent storage once there is progress to lose, and says so if the browser refuses. */
export function PersistNotice() {
  const hydrated = useHydrated();
  const progress = useAppStore((s) => hasProgress(s));
  const memo = usePersistMemo();

  useEffect(() => {
    if (!hydrated || !progress || !memo || asking || !shouldAsk(memo, Date.now())) return;
    asking = true;
    void requestPersistence(navigator.storage).then((outcome) => {
      asking = false;
      writeMemo(afterAsking(readMemo(), outcome, Date.now()));
    });
  }, [hydrated, progress, memo]);

  if (!memo || !shouldNotify(memo)) return null;
  return (
    <div className="notice study-notice" role="status" data-testid="persist-notice">
      <p>
        {t.study.storage.refused} <Link to={paths.progress}>{t.study.storage.exportLink}</Link>
      </p>
      <button type="button" onClick={() => writeMemo({ ...memo, dismissed: true })}>
        {t.study.storage.dismiss}
      </button>
    </div>
  );
}
