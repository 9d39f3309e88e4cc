import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useNavigate } from '../../site/router.tsx';
import { t } from './strings.ts';
import { closeDialog } from '../uiState.ts';
import { loadPagefind, loadVocabulary } from './pagefind.ts';
import { type SearchHit, queryStems, rankPages, toHits } from './results.ts';
import { type Correction, correctQuery } from './typos.ts';
import { takeTypedKeys } from './typeAhead.ts';

/** What the page opened from a result receives in its history state, to highlight the hit. */
export interface SearchNavigationState {
  search: { sectionId: string | null; terms: string[]; stems: string[] };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'done'; query: string; hits: SearchHit[]; corrected: Correction | null };

const DEBOUNCE_MS = 120;
/** Pages re-ranked from Pagefind's answer: enough that a chapter section found lower down can rise. */
const PAGES = 20;

function useSearch(query: string): Status {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      setStatus((s) => (s.kind === 'done' ? s : { kind: 'loading' }));
      try {
        const api = await loadPagefind();
        let answer = await api.search(q);
        let asked = q;
        let corrected: Correction | null = null;
        if (answer && answer.results.length === 0) {
          // Nothing found: perhaps a typo. Ask again with the closest words the site uses.
          // Without the word list (offline before it was saved) there is just no correction.
          const words = await loadVocabulary().catch(() => null);
          corrected = words ? correctQuery(q, words) : null;
          if (corrected) {
            asked = corrected.query;
            answer = await api.search(asked);
          }
        }
        if (cancelled || !answer) return;
        const scored = await Promise.all(answer.results.slice(0, PAGES).map(async (r) => ({ score: r.score, data: await r.data() })));
        const hits = toHits(rankPages(scored, asked), { base: '/', query: asked });
        if (!cancelled) setStatus({ kind: 'done', query: q, hits, corrected: hits.length > 0 ? corrected : null });
      } catch (error) {
        console.error('search failed', error);
        if (!cancelled) setStatus({ kind: 'failed' });
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [q]);
  return q ? status : { kind: 'idle' };
}

const NO_HITS: SearchHit[] = [];

function Excerpt({ hit }: { hit: SearchHit }) {
  return (
    <span className="search-excerpt">
      {hit.excerpt.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </span>
  );
}

export function SearchDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The selected row belongs to one list of hits: a new answer starts again at the top.
  const [selection, setSelection] = useState<{ hits: SearchHit[]; index: number }>({ hits: NO_HITS, index: 0 });
  const status = useSearch(query);
  const navigate = useNavigate();
  const id = useId();
  const hits = status.kind === 'done' ? status.hits : NO_HITS;
  const active = selection.hits === hits ? selection.index : 0;
  const setActive = (index: number) => setSelection({ hits, index });
  const stale = status.kind === 'done' && status.query !== query.trim();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    input.current?.focus();
    // What the learner typed while this dialog's code was on its way: held outside React until
    // now, when the field has the focus (into the field at once, so a key typed before the
    // re-render appends to it).
    const early = takeTypedKeys();
    if (early && input.current) {
      input.current.value = early;
      setQuery(early);
    }
    void loadPagefind().catch(() => {}); // start fetching the index while the learner types
  }, []);

  useEffect(() => {
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  /** Closing the native dialog returns the focus where it was; onClose then unmounts it. */
  const dismiss = () => {
    if (dialog.current?.open) dialog.current.close();
    else closeDialog();
  };

  const open = (hit: SearchHit) => {
    const state: SearchNavigationState = {
      search: { sectionId: hit.sectionId, terms: hit.terms, stems: queryStems(query) },
    };
    dismiss();
    void navigate(hit.path, { state });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
    }
  };

  let message: string;
  if (status.kind === 'idle') message = t.study.search.hint;
  else if (status.kind === 'loading') message = t.study.search.loading;
  else if (status.kind === 'failed') message = t.study.search.loadFailed;
  else if (hits.length === 0) message = t.study.search.empty(status.query);
  else if (status.corrected) message = t.study.search.corrected(status.query, status.corrected.query, hits.length);
  else message = t.study.search.count(hits.length);

  return (
    <dialog
      ref={dialog}
      className="study-dialog search-dialog"
      aria-labelledby={`${id}-title`}
      onClose={closeDialog}
      onClick={(e) => {
        if (e.target === dialog.current) dismiss(); // a click on the backdrop
      }}
      data-testid="search-dialog"
    >
      <div className="study-dialog-body">
        <div className="search-box" role="search">
          <h2 id={`${id}-title`} className="visually-hidden">
            {t.study.search.title}
          </h2>
          <span className="search-icon">
            <Icon name="search" />
          </span>
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={t.study.search.inputLabel}
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? `${id}-opt-${active}` : undefined}
            placeholder={t.study.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="dialog-close" onClick={dismiss} aria-label={t.study.search.close}>
            Esc
          </button>
        </div>
        <p className={`search-status${status.kind === 'failed' ? ' is-error' : ''}`} role="status" aria-live="polite">
          {message}
        </p>
        <ul id={`${id}-list`} role="listbox" aria-label={t.study.search.title} className={`search-results${stale ? ' is-stale' : ''}`}>
          {hits.map((hit, i) => (
            <li
              key={hit.key}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className="search-result"
              data-path={hit.path}
              onMouseMove={() => setActive(i)}
              onClick={() => open(hit)}
            >
              <span className="search-result-where">
                <span className={`search-kind search-kind-${hit.kind}`}>{t.study.search.kinds[hit.kind]}</span>
                <span className="search-page">{hit.pageTitle}</span>
                {hit.sectionTitle && <span className="search-section"> › {hit.sectionTitle}</span>}
              </span>
              <Excerpt hit={hit} />
            </li>
          ))}
        </ul>
        <p className="search-keys" aria-hidden="true">
          {t.study.search.keys}
        </p>
      </div>
    </dialog>
  );
}
