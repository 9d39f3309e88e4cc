/**
 * The persistence engine: loads the saved state, applies every action to the stored state inside one
 * IndexedDB transaction, keeps tabs in step, moves what old releases left in localStorage into
 * IndexedDB, keeps what a page being left had not saved yet, and sets copies aside instead of ever
 * overwriting something it could not read.
 *
 * Tabs: IndexedDB runs one readwrite transaction at a time, so each write reads the latest stored state
 * and applies this tab's actions to it — no write is based on a stale copy, and two tabs answering within
 * the same millisecond both keep their answers. After a write the tab says so on a BroadcastChannel;
 * the others re-read (and also on becoming visible, in case a message was missed). A write that finds a
 * state of a newer version writes nothing: this tab turns read-only and asks to reload.
 *
 * No React here; the store (appStore.ts) gives it a view to report to. Loaded after the first paint.
 */
import { type AsideMeta, type AsideReason, ASIDE_INDEX_KEY, asideKey, pruneAsides, readAsideIndex } from './aside.ts';
import type { KeyValueDb } from './idb.ts';
import { CORRUPT_KEY_PREFIX, STORAGE_KEY, THEME_KEY, UNSAVED_KEY } from './keys.ts';
import { type LoadResult, loadEnvelope, loadPersisted } from './load.ts';
import { hasAnyProgress, mergeProgress, progressSummary } from './merge.ts';
import { CURRENT_VERSION, type PersistedState, defaultPersistedState, exportFileText, progressOf } from './persistence.ts';
import { type Action, REPLACING_ACTIONS, reduce } from './reducer.ts';
import { type DropReport, dropCount, isRecord, noDrops } from './records.ts';
import type { Recovery, SaveOutcome, StorageStatus } from './status.ts';

export const STATE_KEY = 'state';

/** What IndexedDB holds under STATE_KEY. `rev` grows by one with every write, in any tab. */
export interface Envelope {
  version: number;
  state: PersistedState;
  rev: number;
  savedAt: number;
}

/** localStorage, or nothing; every method swallows the browser's refusals. */
export interface LegacyStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export interface Channel {
  post(message: unknown): void;
  listen(onMessage: (message: unknown) => void): () => void;
}

export interface EngineDeps {
  /** null: IndexedDB could not be opened. */
  db: KeyValueDb | null;
  legacy: LegacyStorage | null;
  channel: Channel | null;
  now(): number;
  /** True while the tab is in the background: it re-reads when it becomes visible, not on every write. */
  hidden?: () => boolean;
}

export interface EngineView {
  state(state: PersistedState): void;
  status(patch: Partial<StorageStatus>): void;
}

export interface Pending {
  action: Action;
  resolve(outcome: SaveOutcome): void;
  /** The copy set aside before this action (replacing actions only), once written. */
  asideId?: string | null;
}

const isEnvelopeOfNewerVersion = (v: unknown) => isRecord(v) && typeof v.version === 'number' && v.version > CURRENT_VERSION;
const revOf = (v: unknown) => (isRecord(v) && typeof v.rev === 'number' && Number.isSafeInteger(v.rev) ? v.rev : 0);

/** What a tab left in localStorage when it was left with unsaved changes (UNSAVED_KEY). */
interface Unsaved {
  /** The stored revision the tab's state was based on. */
  rev: number;
  state: PersistedState;
  /** The tab that left it: a tab still alive (back from the back-forward cache) saves its own changes itself. */
  tab: string;
}

/** The record under UNSAVED_KEY, or why it is not to be used: absent, unreadable, or of a newer release (left for it). */
function readUnsaved(text: string | null): Unsaved | 'none' | 'unreadable' | 'newer' {
  if (text === null) return 'none';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  if (isEnvelopeOfNewerVersion(parsed)) return 'newer';
  const loaded = loadEnvelope(parsed);
  if (!isRecord(parsed) || loaded.problem === 'unreadable' || typeof parsed.tab !== 'string') return 'unreadable';
  return { rev: revOf(parsed), state: loaded.state, tab: parsed.tab };
}

function errorKind(error: unknown): 'quota' | 'failed' {
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'failed';
}

function addDrops(a: DropReport, b: DropReport): DropReport {
  return {
    answers: a.answers + b.answers,
    cards: a.cards + b.cards,
    sections: a.sections + b.sections,
    sessions: a.sessions + b.sessions,
    labs: a.labs + b.labs,
    lastVisited: a.lastVisited + b.lastVisited,
  };
}

/** The JSON of anything, or null when it has none (a cycle cannot come out of IndexedDB, but be safe). */
function jsonOf(v: unknown): string | null {
  try {
    return JSON.stringify(v) ?? null;
  } catch {
    return null;
  }
}

let idCounter = 0;
const newAsideId = (now: number) => `${now.toString(36)}-${(idCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface NewAside {
  meta: AsideMeta;
  text: string;
}

function makeAside(reason: AsideReason, text: string, at: number, now: number, loaded: LoadResult | null): NewAside {
  const summary = loaded && loaded.problem !== 'unreadable' ? progressSummary(progressOf(loaded.state)) : null;
  return {
    meta: { id: newAsideId(now), at, storedAt: now, reason, bytes: text.length, sections: summary?.sections ?? null, answers: summary?.answers ?? null },
    text,
  };
}


export class Engine {
  private committed: PersistedState;
  private rev = 0;
  private local: PersistedState;
  private pending: Pending[] = [];
  private mode: StorageStatus['mode'];
  private queue: Promise<unknown> = Promise.resolve();
  private writeScheduled = false;
  private recovery: Recovery | null = null;
  private unlisten: Array<() => void> = [];
  private lastTheme: string | null = null;
  /** Names this tab's record under UNSAVED_KEY. */
  private readonly tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

  private constructor(
    private readonly deps: EngineDeps,
    private readonly view: EngineView,
  ) {
    this.committed = defaultPersistedState();
    this.local = this.committed;
    this.mode = deps.db ? 'indexeddb' : 'memory';
  }

  /**
   * Loads the saved state (repairing it and merging an old release's localStorage state in one
   * transaction), then applies the actions dispatched before it was ready.
   */
  static async start(deps: EngineDeps, view: EngineView, early: readonly Pending[] = []): Promise<Engine> {
    const engine = new Engine(deps, view);
    engine.pending.push(...early);
    await engine.load();
    engine.listen();
    return engine;
  }

  private async load(): Promise<void> {
    const { db, legacy } = this.deps;
    if (!db) {
      // Nothing can be saved; still show what an old release left in localStorage, if the browser lets us read it.
      const loaded = loadPersisted(legacy?.get(STORAGE_KEY) ?? null);
      if (loaded.problem !== 'unreadable' && loaded.problem !== 'future-version') this.committed = loaded.state;
      this.finishLoad();
      return;
    }
    try {
      const [stored] = await db.read([STATE_KEY]);
      if (isEnvelopeOfNewerVersion(stored)) {
        this.becomeReadonly(loadEnvelope(stored).state, revOf(stored));
        this.finishLoad();
        return;
      }
    } catch (error) {
      this.view.status({ saveError: errorKind(error) });
    }
    await this.write();
    this.finishLoad();
  }

  private finishLoad() {
    this.refreshLocal();
    this.view.status({ ready: true, mode: this.mode, recovery: this.recovery });
    // Without IndexedDB (or read-only) the actions dispatched early stay applied in this tab, unsaved.
    if (this.mode !== 'indexeddb') this.settleUnsaveable();
  }

  private listen() {
    const { channel } = this.deps;
    if (channel) {
      this.unlisten.push(
        channel.listen((message) => {
          if (!isRecord(message) || message.type !== 'saved') return;
          if (typeof message.version === 'number' && message.version > CURRENT_VERSION) this.enqueue(() => this.becomeReadonly(this.committed, this.rev));
          else if (!this.deps.hidden?.()) void this.refresh();
        }),
      );
    }
  }

  /** A newer release upgraded the database (this tab's connection is closed): stop saving. */
  databaseUpgraded() {
    void this.enqueue(() => this.becomeReadonly(this.committed, this.rev));
  }

  stop() {
    for (const u of this.unlisten) u();
    this.unlisten = [];
  }

  /** Applies an action at once in this tab and saves it; resolves when it is saved (or known not to be). */
  dispatch(action: Action): Promise<SaveOutcome> {
    return new Promise((resolve) => {
      this.pending.push({ action, resolve });
      this.local = reduce(this.local, action);
      this.publishLocal();
      if (this.mode === 'indexeddb') this.scheduleWrite();
      else this.settleUnsaveable();
    });
  }

  /** Tries again to save what is not saved yet (after the learner freed space), repairs included. */
  retry(): Promise<void> {
    if (this.mode !== 'indexeddb') return Promise.resolve();
    return this.enqueue(() => this.write());
  }

  /**
   * The page is being left (pagehide) with changes not saved yet: a write still waiting or running may
   * go with the page, so they go where a write is done at once, localStorage; the next start, or another
   * tab, saves them (write). Best effort: a full or blocked localStorage leaves them to that write.
   */
  keepUnsaved(): void {
    if (this.mode !== 'indexeddb' || this.pending.length === 0) return;
    const record = { version: CURRENT_VERSION, rev: this.rev, state: this.local, savedAt: this.deps.now(), tab: this.tabId };
    this.deps.legacy?.set(UNSAVED_KEY, JSON.stringify(record));
  }

  /** Re-reads the stored state (another tab saved, or this tab became visible). */
  refresh(): Promise<void> {
    const { db } = this.deps;
    if (!db || this.mode !== 'indexeddb') return Promise.resolve();
    return this.enqueue(async () => {
      let stored: unknown;
      try {
        [stored] = await db.read([STATE_KEY]);
      } catch {
        return;
      }
      if (isEnvelopeOfNewerVersion(stored)) return this.becomeReadonly(loadEnvelope(stored).state, revOf(stored));
      if (stored === undefined || revOf(stored) === this.rev) return;
      const loaded = loadEnvelope(stored);
      if (loaded.problem === 'unreadable') return; // the next write sets it aside and repairs it
      this.committed = loaded.state;
      this.rev = revOf(stored);
      this.refreshLocal();
    });
  }

  /**
   * Something to save came through localStorage: an old release's tab wrote its state there, or a tab
   * was left with changes unsaved (keepUnsaved). A write merges it in; nothing it has is lost.
   */
  saveFromLocalStorage(): Promise<void> {
    if (this.mode !== 'indexeddb') return Promise.resolve();
    return this.enqueue(() => this.write());
  }

  /** The progress as this tab shows it, saved or not (what an export writes). */
  current(): PersistedState {
    return this.local;
  }

  async listAsides(): Promise<AsideMeta[]> {
    if (!this.deps.db) return [];
    const [index] = await this.deps.db.read([ASIDE_INDEX_KEY]);
    return pruneAsides(readAsideIndex(index), this.deps.now()).keep;
  }

  async readAside(id: string): Promise<string | null> {
    if (!this.deps.db) return null;
    const [text] = await this.deps.db.read([asideKey(id)]);
    return typeof text === 'string' ? text : null;
  }

  async deleteAside(id: string): Promise<void> {
    const { db } = this.deps;
    if (!db) return;
    await db.transact([ASIDE_INDEX_KEY], ([index]) => ({
      put: [[ASIDE_INDEX_KEY, readAsideIndex(index).filter((m) => m.id !== id)]],
      del: [asideKey(id)],
      result: undefined,
    }));
  }

  private enqueue<T>(op: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(op);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private scheduleWrite() {
    if (this.writeScheduled) return;
    this.writeScheduled = true;
    void this.enqueue(() => {
      this.writeScheduled = false;
      return this.write();
    });
  }

  /** Memory and read-only modes: the actions stay applied in this tab; each learns it was not saved. */
  private settleUnsaveable() {
    const status = this.mode === 'memory' ? 'memory' : 'readonly';
    for (const p of this.pending) p.resolve({ status, asideId: null });
    if (this.mode === 'memory') {
      this.committed = this.local;
      this.pending = [];
    }
    this.view.status({ unsaved: this.mode === 'readonly' ? this.pending.length : 0 });
  }

  private becomeReadonly(shown: PersistedState, rev: number) {
    this.mode = 'readonly';
    this.committed = shown;
    this.rev = rev;
    this.refreshLocal();
    this.view.status({ mode: 'readonly' });
    this.settleUnsaveable();
  }

  /**
   * The one write: in a single transaction, reads the stored state; repairs it if it is damaged (the
   * original set aside); merges what an old release left in localStorage; sets aside the progress before
   * a replacing action; applies this tab's pending actions; prunes the copies set aside. Writes nothing
   * when nothing changed, and nothing at all when the stored state is of a newer version.
   */
  private async write(): Promise<void> {
    const { db, legacy, now: clock } = this.deps;
    if (!db || this.mode !== 'indexeddb') return;
    const now = clock();
    const batch = this.pending.slice();
    const legacyText = legacy?.get(STORAGE_KEY) ?? null;
    const legacyLoaded = legacyText === null ? null : loadPersisted(legacyText);
    const unsavedText = legacy?.get(UNSAVED_KEY) ?? null;
    const unsavedRead = readUnsaved(unsavedText);
    // A record of this very tab: its changes are still pending here and this write saves them.
    const unsaved = typeof unsavedRead === 'object' && unsavedRead.tab !== this.tabId ? unsavedRead : null;
    const oldCopies = (legacy?.keys() ?? [])
      .filter((k) => k.startsWith(CORRUPT_KEY_PREFIX))
      .flatMap((key) => {
        const text = legacy?.get(key);
        const at = Number(key.slice(CORRUPT_KEY_PREFIX.length));
        return typeof text === 'string' ? [{ key, text, at: Number.isSafeInteger(at) && at > 0 ? at : now }] : [];
      });

    // What this write found, kept outside the transaction so that a failed write still shows it.
    let found: { state: PersistedState; recovery: Recovery | null } | null = null;

    type Result =
      | { kind: 'newer'; shown: PersistedState; rev: number }
      /** `asShown`: the result is what this tab already shows (its own actions on its own last state). */
      | { kind: 'done'; state: PersistedState; rev: number; wrote: boolean; asideIds: (string | null)[]; asShown: boolean };
    try {
      const result = await db.transact<Result>([STATE_KEY, ASIDE_INDEX_KEY], ([stored, indexValue]) => {
        if (isEnvelopeOfNewerVersion(stored)) return { result: { kind: 'newer', shown: loadEnvelope(stored).state, rev: revOf(stored) } };
        const asides: NewAside[] = [];
        let dropped = noDrops();
        let unreadable = false;
        let changed = false;

        // 1. The stored state: as this tab last wrote or read it, or read afresh and repaired.
        let base: PersistedState;
        if (stored === undefined) {
          base = this.committed; // never saved, or the browser cleared it: keep what this tab has
          changed = hasAnyProgress(base) || base.settings.theme !== 'system';
        } else if (revOf(stored) === this.rev && this.rev > 0) {
          base = this.committed;
        } else {
          const loaded = loadEnvelope(stored);
          base = loaded.state;
          if (loaded.problem) {
            const text = jsonOf(stored);
            if (text !== null) asides.push(makeAside(loaded.problem === 'unreadable' ? 'unreadable' : 'damaged', text, now, now, loaded));
            dropped = addDrops(dropped, loaded.dropped);
            unreadable ||= loaded.problem === 'unreadable';
            changed = true;
          }
        }

        // 1b. The changes a tab left unsaved when it was left. On the revision it was based on, its state
        // is that revision with its changes: take it. If something was saved since (that tab's write may
        // have gone through after all, or another tab wrote), merge: nothing answered or read is lost.
        if (unsaved) {
          changed = true;
          base = revOf(stored) === unsaved.rev ? unsaved.state : { settings: base.settings, ...mergeProgress(progressOf(base), progressOf(unsaved.state)) };
        }

        const asShown = base === this.committed && legacyText === null;
        // 2. An old release's state in localStorage (first start of this release, or an old tab still open).
        let state = base;
        if (legacyLoaded && legacyText !== null) {
          changed = true;
          if (legacyLoaded.problem === 'unreadable' || legacyLoaded.problem === 'future-version') {
            asides.push(makeAside('unreadable', legacyText, now, now, null));
            unreadable = true;
          } else {
            if (legacyLoaded.problem === 'salvaged') {
              asides.push(makeAside('damaged', legacyText, now, now, legacyLoaded));
              dropped = addDrops(dropped, legacyLoaded.dropped);
            }
            // The theme of an old tab is taken only by a browser that had nothing saved here yet.
            const settings = stored === undefined && this.rev === 0 ? legacyLoaded.state.settings : state.settings;
            state = { settings, ...mergeProgress(progressOf(state), progressOf(legacyLoaded.state)) };
          }
        }
        for (const copy of oldCopies) {
          changed = true;
          asides.push(makeAside('old-copy', copy.text, copy.at, now, loadPersisted(copy.text)));
        }
        found = { state, recovery: dropCount(dropped) > 0 || unreadable ? { dropped, unreadable } : null };

        // 3. This tab's actions, each replacing one keeping the progress before it.
        const asideIds: (string | null)[] = [];
        for (const p of batch) {
          let asideId: string | null = null;
          if (REPLACING_ACTIONS.has(p.action.type) && hasAnyProgress(state)) {
            const copy = makeAside(p.action.type === 'reset' ? 'reset' : 'replaced', exportFileText(state, new Date(now)), now, now, null);
            copy.meta.sections = progressSummary(state).sections;
            copy.meta.answers = progressSummary(state).answers;
            asides.push(copy);
            asideId = copy.meta.id;
          }
          asideIds.push(asideId);
          const next = reduce(state, p.action);
          if (next !== state) changed = true;
          state = next;
        }

        // 4. The copies set aside, pruned by the rule (newest ASIDE_KEEP, ASIDE_MAX_AGE_DAYS each).
        const index = readAsideIndex(indexValue);
        const { keep, drop } = pruneAsides([...asides.map((a) => a.meta), ...index], now);
        const kept = new Set(keep.map((m) => m.id));
        const indexChanged = drop.some((m) => index.some((i) => i.id === m.id)) || asides.length > 0;

        if (!changed && !indexChanged) return { result: { kind: 'done', state, rev: revOf(stored), wrote: false, asideIds, asShown } };
        const rev = revOf(stored) + 1;
        const envelope: Envelope = { version: CURRENT_VERSION, state, rev, savedAt: now };
        return {
          put: [[STATE_KEY, envelope], [ASIDE_INDEX_KEY, keep], ...asides.filter((a) => kept.has(a.meta.id)).map((a) => [asideKey(a.meta.id), a.text] as const)],
          del: drop.map((m) => asideKey(m.id)),
          result: { kind: 'done', state, rev, wrote: true, asideIds: asideIds.map((id) => (id !== null && kept.has(id) ? id : null)), asShown },
        };
      });

      if (result.kind === 'newer') {
        this.becomeReadonly(result.shown, result.rev);
        return;
      }
      // The same actions on the same state give the same state (reduce is pure): when nothing else came
      // in, keep the objects this tab already shows, so nothing re-renders for a write.
      const unchanged = result.asShown && this.pending.length === batch.length;
      this.committed = unchanged ? this.local : result.state;
      this.rev = result.rev;
      this.pending.splice(0, batch.length);
      const f = found as { recovery: Recovery | null } | null;
      if (f?.recovery) this.recovery = f.recovery;
      // Only now is the old release's state in IndexedDB: remove it from localStorage, unless an old tab
      // wrote again meanwhile (then the next write merges that too).
      if (legacy) {
        if (legacyText !== null) {
          if (legacy.get(STORAGE_KEY) === legacyText) legacy.remove(STORAGE_KEY);
          else this.scheduleWrite();
        }
        for (const copy of oldCopies) legacy.remove(copy.key);
        // Saved now (or this tab's own, saved by this write; or unreadable): unless a tab left another since.
        if (unsavedRead !== 'none' && unsavedRead !== 'newer' && legacy.get(UNSAVED_KEY) === unsavedText) legacy.remove(UNSAVED_KEY);
      }
      if (!unchanged) this.refreshLocal();
      this.view.status({ saveError: null, unsaved: this.pending.length, ...(f?.recovery ? { recovery: f.recovery } : {}) });
      batch.forEach((p, i) => p.resolve({ status: 'saved', asideId: result.asideIds[i] ?? null }));
      if (result.wrote) this.deps.channel?.post({ type: 'saved', version: CURRENT_VERSION, rev: result.rev });
    } catch (error) {
      // Nothing was written. What was found is shown (so a damaged or old state is not hidden), and the
      // actions stay pending: the next action or «Повторить» tries again.
      const f = found as { state: PersistedState; recovery: Recovery | null } | null;
      if (f && this.rev === 0) {
        this.committed = f.state;
        if (f.recovery) this.recovery = f.recovery;
        this.refreshLocal();
      }
      this.view.status({ saveError: errorKind(error), unsaved: this.pending.length, ...(f?.recovery ? { recovery: f.recovery } : {}) });
      for (const p of batch) p.resolve({ status: 'failed', asideId: null });
    }
  }

  /** The state this tab shows: the committed one with its unsaved actions on top. */
  private refreshLocal() {
    this.local = this.pending.reduce((s, p) => reduce(s, p.action), this.committed);
    this.publishLocal();
  }

  private publishLocal() {
    this.view.state(this.local);
    const theme = this.local.settings.theme;
    if (theme !== this.lastTheme) {
      this.lastTheme = theme;
      this.deps.legacy?.set(THEME_KEY, theme);
    }
  }
}
