/**
 * What the learner must know about saving, on whatever page they are: the browser refuses storage, a
 * save failed (and what to do), a newer version of the site took over the progress, the saved progress
 * had to be repaired. A failure is an alert fixed to the bottom of the screen, so it is seen at once
 * even deep in a chapter; the rest sit under the header.
 */
import { useEffect, useRef, useState } from 'react';
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
        <div className="study-toast storage-toast is-warning" role="alert" data-testid="storage-newer">
          <p>{t.study.storage.newerVersion}</p>
          <div className="study-toast-actions">
            <button type="button" className="button button-primary" onClick={() => location.reload()}>
              {t.study.storage.reload}
            </button>
          </div>
        </div>
      ) : storage.saveError ? (
        <div className="study-toast storage-toast is-error" role="alert" data-testid="storage-save-failed">
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
        </div>
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
