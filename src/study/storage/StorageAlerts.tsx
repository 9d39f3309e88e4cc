/**
 * What the learner must know about saving, on whatever page they are: the browser refuses storage, a
 * save failed (and what to do), a newer version of the site took over the progress, the saved progress
 * had to be repaired. A failure is an alert fixed to the bottom of the screen, so it is seen at once
 * even deep in a chapter; the rest sit under the header.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import { t } from './strings.ts';
import { useAppStore, whenEngine } from '../../store/appStore.ts';
import { download, exportProgress } from '../progress/exportFile.ts';
import { describeDrops } from './describe.ts';
import './storage.css';

/** Downloads the progress as this tab has it (saved or not): the way out when saving fails. */
export function saveProgressToFile() {
  const { settings, reading, quiz, labs, deck } = useAppStore.getState();
  const { filename, json } = exportProgress({ settings, reading, quiz, labs, deck }, new Date());
  download(filename, json);
}

const SAVED_AGAIN_MS = 8000;
/** Set on <html> while an alert stays at the bottom: the room the page keeps below its end (storage.css). */
const ROOM_BELOW_VAR = '--storage-alert-room';
const ROOM_GAP_PX = 8;

/**
 * An alert that stays at the bottom of the screen until its cause is gone. It would cover the end of
 * the page for good (a card's «Показать ответ», the last answer button), so the page gets as much room
 * below its end as the alert takes: everything can be scrolled clear of it.
 */
function BottomAlert({ className, testId, children }: { className: string; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => {
      const bottom = parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.setProperty(ROOM_BELOW_VAR, `${Math.ceil(el.getBoundingClientRect().height + bottom + ROOM_GAP_PX)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(ROOM_BELOW_VAR);
    };
  }, []);
  return (
    <div ref={ref} className={`study-toast storage-toast ${className}`} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

export function StorageAlerts() {
  const storage = useAppStore((s) => s.storage);
  const dismissRecovery = useAppStore((s) => s.dismissRecovery);
  const [savedAgain, setSavedAgain] = useState(false);
  const hadError = useRef(false);

  useEffect(() => {
    if (storage.saveError) hadError.current = true;
    else if (hadError.current && storage.unsaved === 0) {
      hadError.current = false;
      setSavedAgain(true);
      const timer = setTimeout(() => setSavedAgain(false), SAVED_AGAIN_MS);
      return () => clearTimeout(timer);
    }
  }, [storage.saveError, storage.unsaved]);

  if (!storage.ready) return null;
  const { recovery } = storage;
  const dropped = recovery ? describeDrops(recovery.dropped) : '';
  return (
    <>
      {storage.mode === 'memory' && (
        <div className="notice storage-notice" role="alert" data-testid="storage-blocked">
          <p>{t.study.storage.blocked}</p>
          <button type="button" onClick={saveProgressToFile}>
            {t.study.storage.saveToFile}
          </button>
        </div>
      )}
      {recovery && (
        <div className="notice storage-notice" role="status" data-testid="storage-recovered">
          <p>
            {dropped ? t.study.storage.recovered(dropped) : t.study.storage.unreadable}{' '}
            <Link to={`${paths.progress}#copies`}>{t.study.storage.toCopies}</Link>
          </p>
          <button type="button" onClick={dismissRecovery}>
            {t.study.storage.dismiss}
          </button>
        </div>
      )}
      {storage.mode === 'readonly' ? (
        <BottomAlert className="is-warning" testId="storage-newer">
          <p>{t.study.storage.newerVersion}</p>
          <div className="study-toast-actions">
            <button type="button" className="button button-primary" onClick={() => location.reload()}>
              {t.study.storage.reload}
            </button>
          </div>
        </BottomAlert>
      ) : storage.saveError ? (
        <BottomAlert className="is-error" testId="storage-save-failed">
          <p>
            {storage.saveError === 'quota' ? t.study.storage.saveFailedQuota : t.study.storage.saveFailed}
            {storage.unsaved > 0 && <> {t.study.storage.unsaved(storage.unsaved)}</>}
          </p>
          <div className="study-toast-actions">
            <button type="button" className="button button-primary" onClick={saveProgressToFile}>
              {t.study.storage.saveToFile}
            </button>
            <button type="button" className="button" onClick={() => void whenEngine().then((e) => e.retry())}>
              {t.study.storage.retry}
            </button>
          </div>
        </BottomAlert>
      ) : (
        savedAgain && (
          <div className="study-toast storage-toast" role="status" data-testid="storage-saved-again">
            <p>{t.study.storage.savedAgain}</p>
          </div>
        )
      )}
    </>
  );
}
