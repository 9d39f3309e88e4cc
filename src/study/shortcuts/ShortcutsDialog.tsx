import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { t } from './strings.ts';
import { closeDialog } from '../uiState.ts';
import { type Shortcut, displayKey } from './registry.ts';
import { useShortcutList } from './useShortcut.ts';

function useIsMac(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent),
    () => false,
  );
}

function Keys({ shortcut, mac }: { shortcut: Shortcut; mac: boolean }) {
  return (
    <span className="shortcut-keys">
      {shortcut.keys.map((k, i) => (
        <span key={k}>
          {i > 0 && <span className="shortcut-or"> / </span>}
          <kbd>{displayKey(k, mac)}</kbd>
        </span>
      ))}
    </span>
  );
}

function Group({ title, items, mac }: { title: string; items: Shortcut[]; mac: boolean }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <dl className="shortcut-list">
        {items.map((s) => (
          <div key={s.id} className="shortcut-row">
            <dt>
              <Keys shortcut={s} mac={mac} />
            </dt>
            <dd>{s.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Lists every shortcut in the registry: the app's own and those the current page registered. */
export function ShortcutsDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useShortcutList();
  const mac = useIsMac();
  const id = useId();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const dismiss = () => {
    if (dialog.current?.open) dialog.current.close();
    else closeDialog();
  };
  return (
    <dialog
      ref={dialog}
      className="study-dialog shortcuts-dialog"
      aria-labelledby={`${id}-title`}
      onClose={closeDialog}
      onClick={(e) => {
        if (e.target === dialog.current) dismiss();
      }}
      data-testid="shortcuts-dialog"
    >
      <div className="study-dialog-body">
        <div className="study-dialog-header">
          <h2 id={`${id}-title`}>{t.study.shortcuts.title}</h2>
          <button type="button" className="dialog-close" onClick={dismiss} autoFocus>
            {t.study.shortcuts.close}
          </button>
        </div>
        <Group title={t.study.shortcuts.page} items={list.filter((s) => s.group === 'page')} mac={mac} />
        <Group title={t.study.shortcuts.global} items={list.filter((s) => s.group === 'global')} mac={mac} />
        <p className="shortcut-note">{t.study.shortcuts.note}</p>
      </div>
    </dialog>
  );
}
