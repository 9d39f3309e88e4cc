import { t } from '../i18n/index.ts';
import { useAppStore } from '../store/appStore.ts';

/** Says once that the saved state could not be used (and was kept aside). */
export function StorageNotice() {
  const problem = useAppStore((s) => s.storageProblem);
  const dismiss = useAppStore((s) => s.dismissStorageProblem);
  if (!problem) return null;
  return (
    <div className="notice" role="status" data-testid="storage-notice">
      <p>{t.errors.corruptState}</p>
      <button type="button" onClick={dismiss}>
        {t.errors.dismiss}
      </button>
    </div>
  );
}
