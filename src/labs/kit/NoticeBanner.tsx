import { t } from '../strings.ts';
import { type Notice, type ParamTable, formatNotice } from '../../url/params.ts';

function display(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? t.labs.on : t.labs.off;
  return String(value);
}

/** Says, in Russian, what a shared link had that could not be used as it was, and what was used instead. */
export function NoticeBanner({ notices, table, onDismiss }: { notices: readonly Notice[]; table: ParamTable; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  const label = (key: string) => table.rows.find((r) => r.key === key)?.label ?? key;
  if (notices.some((n) => n.kind === 'unknown-version')) {
    // Nothing of such a link was used, so there is nothing "corrected" to list.
    return (
      <div className="notice lab-notice" role="status" data-testid="lab-notice" data-kind="unknown-version">
        <p>{t.labs.noticeVersion}</p>
        <button type="button" onClick={onDismiss}>
          {t.errors.dismiss}
        </button>
      </div>
    );
  }
  return (
    <div className="notice lab-notice" role="status" data-testid="lab-notice">
      <div>
        <p>{t.labs.noticeTitle}</p>
        <ul>
          {notices.map((n, i) => (
            <li key={`${n.key}-${i}`}>
              {n.kind === 'unknown-version'
                ? t.labs.noticeVersion
                : n.reason === 'work-bound'
                  ? formatNotice(table, n)
                  : n.kind === 'clamped'
                  ? t.labs.noticeClamped(label(n.key), n.from, display(n.to))
                  : t.labs.noticeInvalid(label(n.key), n.from, display(n.to))}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" onClick={onDismiss}>
        {t.errors.dismiss}
      </button>
    </div>
  );
}
