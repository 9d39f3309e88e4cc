import { describe, expect, it } from 'vitest';
import { parseImport } from '../study/progress/transfer.ts';
import { ASIDE_INDEX_KEY, type AsideMeta, asideKey } from './aside.ts';
import { type Channel, STATE_KEY } from './engine.ts';
import { CORRUPT_KEY_PREFIX, STORAGE_KEY, THEME_KEY, UNSAVED_KEY } from './keys.ts';
import { dyingDb, engineTab, memoryDb, memoryLocalStorage } from './memoryDb.ts';
import { CURRENT_VERSION, type PersistedState, defaultPersistedState } from './persistence.ts';
import { noDrops } from './records.ts';

const T0 = Date.UTC(2026, 10, 30, 10);
const DAY = 86_400_000;


/** BroadcastChannel between the engines of one test: a message reaches every other tab. */
function hub() {
  const listeners = new Set<(m: unknown) => void>();
  return (): Channel => {
    let mine: ((m: unknown) => void) | null = null;
    return {
      post: (m) => queueMicrotask(() => listeners.forEach((l) => l !== mine && l(structuredClone(m)))),
      listen: (fn) => {
        mine = fn;
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
  };
}

const tab = (deps: Omit<Parameters<typeof engineTab>[0], 'now'> & { now?: () => number }) => engineTab({ now: () => T0, ...deps });

const stored = (db: ReturnType<typeof memoryDb>) => db.data.get(STATE_KEY) as { version: number; state: PersistedState; rev: number } | undefined;
const asides = (db: ReturnType<typeof memoryDb>) => (db.data.get(ASIDE_INDEX_KEY) ?? []) as AsideMeta[];
const settle = () => new Promise((r) => setTimeout(r, 0));

const v3State = {
  settings: { theme: 'dark' },
  reading: { readSections: { errors: ['wrap', 'typed-nil'] }, lastVisited: { slug: 'errors', sectionId: 'wrap', at: T0 - DAY } },
  quiz: { attempts: [{ id: 'err-typed-nil-crash', correct: true, at: T0 - DAY, mode: 'single' }], cards: {}, sessions: {} },
  labs: { opened: { 'retry-storm': { count: 2, firstAt: T0 - 2 * DAY, lastAt: T0 - DAY } } },
};

describe('the persistence engine', () => {
  it('a first visit writes nothing until there is something to keep', async () => {
    const db = memoryDb();
    const t = tab({ db });
    const engine = await t.start();
    expect(t.status()).toMatchObject({ ready: true, mode: 'indexeddb', saveError: null, recovery: null });
    expect(db.data.size).toBe(0);
    expect(await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' })).toEqual({ status: 'saved', asideId: null });
    expect(stored(db)).toMatchObject({ version: CURRENT_VERSION, rev: 1, state: { reading: { readSections: { errors: ['wrap'] } } } });
  });

  it("moves an old release's localStorage state into IndexedDB once, migrated, with nothing lost", async () => {
    const db = memoryDb();
    const legacy = memoryLocalStorage({ [STORAGE_KEY]: JSON.stringify({ state: v3State, version: 3 }) });
    const t = tab({ db, legacy });
    await t.start();
    const saved = stored(db)!.state;
    expect(saved.settings.theme).toBe('dark');
    expect(saved.reading).toEqual(v3State.reading);
    expect(saved.labs).toEqual(v3State.labs);
    expect(saved.quiz.attempts).toEqual([{ ...v3State.quiz.attempts[0], id: 'errors-27' }]);
    expect(legacy.data.has(STORAGE_KEY)).toBe(false);
    expect(legacy.data.get(THEME_KEY)).toBe('dark');
    expect(t.state()).toEqual(saved);
    expect(t.status().recovery).toBeNull();
  });

  it('an old tab still open writes to localStorage later: its state is merged in, not lost, and the newer theme stays', async () => {
    const db = memoryDb();
    const legacy = memoryLocalStorage();
    const t = tab({ db, legacy });
    const engine = await t.start();
    await engine.dispatch({ type: 'setTheme', theme: 'light' });
    await engine.dispatch({ type: 'readSection', slug: 'retries', sectionId: 'budget' });
    legacy.data.set(STORAGE_KEY, JSON.stringify({ state: v3State, version: 3 }));
    await engine.saveFromLocalStorage();
    const saved = stored(db)!.state;
    expect(saved.reading.readSections).toEqual({ retries: ['budget'], errors: ['wrap', 'typed-nil'] });
    expect(saved.quiz.attempts).toHaveLength(1);
    expect(saved.settings.theme).toBe('light');
    expect(legacy.data.has(STORAGE_KEY)).toBe(false);
  });

  it('an unreadable old state is set aside (listed, downloadable), reported, and the app starts empty', async () => {
    const db = memoryDb();
    const broken = '{"state": {"settings": 42}, "vers';
    const legacy = memoryLocalStorage({ [STORAGE_KEY]: broken, [`${CORRUPT_KEY_PREFIX}${T0 - 5 * DAY}`]: '{"old": true}' });
    const t = tab({ db, legacy });
    const engine = await t.start();
    expect(t.status().recovery).toEqual({ dropped: noDrops(), unreadable: true });
    const list = await engine.listAsides();
    expect(list.map((m) => m.reason).sort()).toEqual(['old-copy', 'unreadable']);
    const copy = list.find((m) => m.reason === 'unreadable')!;
    expect(copy).toMatchObject({ at: T0, bytes: broken.length, sections: null });
    expect(await engine.readAside(copy.id)).toBe(broken);
    expect(list.find((m) => m.reason === 'old-copy')!.at).toBe(T0 - 5 * DAY);
    expect([...legacy.data.keys()]).toEqual([THEME_KEY]);
  });

  it('a saved state with broken records keeps every valid one, reports what it dropped, and keeps the original aside', async () => {
    const db = memoryDb();
    const damaged = {
      ...v3State,
      reading: { readSections: { errors: ['wrap', 42, 'Bad Id'], constructor: ['x'] }, lastVisited: null },
      quiz: {
        attempts: [...v3State.quiz.attempts, { id: 'errors-20', correct: 'yes', at: 1, mode: 'single' }],
        cards: { 'errors-20': { due: 'soon' } },
        sessions: {},
      },
    };
    db.data.set(STATE_KEY, { version: 3, state: damaged, rev: 7, savedAt: T0 });
    const t = tab({ db });
    const engine = await t.start();
    expect(t.status().recovery).toEqual({ dropped: { ...noDrops(), sections: 3, answers: 1, cards: 1 }, unreadable: false });
    expect(stored(db)).toMatchObject({ rev: 8, state: { reading: { readSections: { errors: ['wrap'] } } } });
    expect(stored(db)!.state.quiz.attempts).toHaveLength(1);
    const [copy] = await engine.listAsides();
    expect(copy!.reason).toBe('damaged');
    expect(JSON.parse((await engine.readAside(copy!.id))!)).toEqual({ version: 3, state: damaged, rev: 7, savedAt: T0 });
  });

  it('two tabs answering within the same millisecond both keep their answers and both review cards', async () => {
    const db = memoryDb();
    const channel = hub();
    const a = tab({ db, channel: channel() });
    const b = tab({ db, channel: channel() });
    const [ea, eb] = await Promise.all([a.start(), b.start()]);
    // Both dispatch before either write has run: each tab's optimistic state knows only its own answer.
    const saving = [
      ea.dispatch({ type: 'answer', id: 'errors-20', correct: true, mode: 'single', at: T0 }),
      eb.dispatch({ type: 'answer', id: 'errors-34', correct: false, mode: 'single', at: T0 + 1 }),
      eb.dispatch({ type: 'answer', id: 'errors-20', correct: false, mode: 'single', at: T0 + 2 }),
    ];
    expect((await Promise.all(saving)).map((o) => o.status)).toEqual(['saved', 'saved', 'saved']);
    const saved = stored(db)!.state;
    expect(saved.quiz.attempts.map((x) => x.id)).toEqual(['errors-20', 'errors-34', 'errors-20']);
    expect(saved.quiz.cards['errors-20']!.reps).toBe(2);
    await settle();
    await ea.refresh();
    await eb.refresh();
    expect(a.state()).toEqual(saved);
    expect(b.state()).toEqual(saved);
  });

  it('a tab of this release never writes over a state saved by a newer one: it turns read-only', async () => {
    const db = memoryDb();
    const newer = { version: CURRENT_VERSION + 1, state: { ...v3State, settings: { theme: 'dark' } }, rev: 3, savedAt: T0 };
    db.data.set(STATE_KEY, structuredClone(newer));
    const t = tab({ db });
    const engine = await t.start();
    expect(t.status().mode).toBe('readonly');
    expect(await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'join' })).toEqual({ status: 'readonly', asideId: null });
    expect(t.state().reading.readSections.errors).toContain('join'); // shown in this tab
    expect(db.data.get(STATE_KEY)).toEqual(newer);
    expect(db.data.size).toBe(1);
  });

  it('a newer release saving while this tab runs: the next write finds it and writes nothing', async () => {
    const db = memoryDb();
    const t = tab({ db });
    const engine = await t.start();
    await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' });
    const newer = { version: CURRENT_VERSION + 1, state: defaultPersistedState(), rev: 9, savedAt: T0 };
    db.data.set(STATE_KEY, structuredClone(newer));
    expect((await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'join' })).status).toBe('readonly');
    expect(db.data.get(STATE_KEY)).toEqual(newer);
    expect(t.status().mode).toBe('readonly');
  });

  it('the message of a newer tab turns this one read-only before it even tries to write', async () => {
    const db = memoryDb();
    const channel = hub();
    const t = tab({ db, channel: channel() });
    await t.start();
    channel().post({ type: 'saved', version: CURRENT_VERSION + 1, rev: 1 });
    await settle();
    await settle();
    expect(t.status().mode).toBe('readonly');
  });

  it('a write the browser refuses (quota) says so, keeps the change in this tab, and saves it on retry', async () => {
    const db = memoryDb();
    const t = tab({ db });
    const engine = await t.start();
    db.failWrites = new DOMException('full', 'QuotaExceededError');
    expect(await engine.dispatch({ type: 'answer', id: 'errors-20', correct: true, mode: 'single', at: T0 })).toEqual({ status: 'failed', asideId: null });
    expect(t.status()).toMatchObject({ saveError: 'quota', unsaved: 1 });
    expect(t.state().quiz.attempts).toHaveLength(1);
    expect(stored(db)).toBeUndefined();
    db.failWrites = null;
    await engine.retry();
    expect(t.status()).toMatchObject({ saveError: null, unsaved: 0 });
    expect(stored(db)!.state.quiz.attempts).toHaveLength(1);
  });

  it('with no room to set a damaged state aside, nothing is overwritten; what could be read is shown', async () => {
    const db = memoryDb();
    const damaged = { version: 4, state: { ...v3State, quiz: { attempts: [{ id: 'errors-20', correct: true, at: T0, mode: 'single' }, 'junk'], cards: {}, sessions: {} } }, rev: 2, savedAt: T0 };
    db.data.set(STATE_KEY, structuredClone(damaged));
    db.failWrites = new DOMException('full', 'QuotaExceededError');
    const t = tab({ db });
    await t.start();
    expect(db.data.get(STATE_KEY)).toEqual(damaged);
    expect(t.status()).toMatchObject({ ready: true, saveError: 'quota', recovery: { dropped: { ...noDrops(), answers: 1 }, unreadable: false } });
    expect(t.state().quiz.attempts).toHaveLength(1);
    expect(t.state().reading.readSections).toEqual(v3State.reading.readSections);
  });

  it('«Заменить» keeps the progress before it as a copy; restoring that copy undoes the replace', async () => {
    const db = memoryDb();
    const t = tab({ db });
    const engine = await t.start();
    await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' });
    await engine.dispatch({ type: 'answer', id: 'errors-20', correct: true, mode: 'single', at: T0 });
    const before = structuredClone(stored(db)!.state);
    const file = parseImport(JSON.stringify({ state: v3State, version: 3 }));
    if (!file.ok) throw new Error('fixture');
    const replaced = await engine.dispatch({ type: 'importReplace', progress: file.progress });
    expect(replaced.status).toBe('saved');
    expect(stored(db)!.state.reading.readSections).toEqual(v3State.reading.readSections);
    const [copy] = await engine.listAsides();
    expect(copy).toMatchObject({ id: replaced.asideId, reason: 'replaced', sections: 1, answers: 1 });
    const undo = parseImport((await engine.readAside(replaced.asideId!))!);
    if (!undo.ok) throw new Error('copy unreadable');
    await engine.dispatch({ type: 'importReplace', progress: undo.progress });
    expect(stored(db)!.state).toEqual(before);
  });

  it('copies set aside are pruned by the rule: the newest 10, each for 90 days after it was stored', async () => {
    const db = memoryDb();
    let now = T0;
    const t = tab({ db, now: () => now });
    const engine = await t.start();
    for (let i = 0; i < 12; i++) {
      await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: `s-${i}` });
      await engine.dispatch({ type: 'reset' });
      now += DAY;
    }
    const list = await engine.listAsides();
    expect(list).toHaveLength(10);
    expect(asides(db)).toHaveLength(10);
    expect([...db.data.keys()].filter((k) => k.startsWith('aside:'))).toHaveLength(10);
    expect(list[0]!.at).toBe(T0 + 11 * DAY);
    now += 91 * DAY;
    await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'later' });
    await engine.dispatch({ type: 'reset' });
    expect((await engine.listAsides()).map((m) => m.at)).toEqual([now]);
    expect([...db.data.keys()].filter((k) => k.startsWith('aside:'))).toEqual([asideKey((await engine.listAsides())[0]!.id)]);
  });

  it('without IndexedDB, progress lives in the tab: shown, changed, and each change reported as not saved', async () => {
    const legacy = memoryLocalStorage({ [STORAGE_KEY]: JSON.stringify({ state: v3State, version: 3 }) });
    const t = tab({ db: null, legacy });
    const engine = await t.start();
    expect(t.status()).toMatchObject({ ready: true, mode: 'memory' });
    expect(t.state().reading.readSections).toEqual(v3State.reading.readSections);
    expect(await engine.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'join' })).toEqual({ status: 'memory', asideId: null });
    expect(t.state().reading.readSections.errors).toEqual(['wrap', 'typed-nil', 'join']);
    expect(legacy.data.has(STORAGE_KEY)).toBe(true); // never removed when it could not be moved
  });

  it('another tab saving is seen after a refresh (its message, or this tab becoming visible)', async () => {
    const db = memoryDb();
    const channel = hub();
    const a = tab({ db, channel: channel() });
    const b = tab({ db, channel: channel() });
    const [ea] = await Promise.all([a.start(), b.start()]);
    await ea.dispatch({ type: 'labOpened', id: 'retry-storm', at: T0 });
    await settle();
    await settle();
    expect(b.state().labs.opened['retry-storm']?.count).toBe(1);
  });

  it("with no room at the first start, an old release's state stays in localStorage until it can be moved", async () => {
    const db = memoryDb();
    const legacyText = JSON.stringify({ state: v3State, version: 3 });
    const legacy = memoryLocalStorage({ [STORAGE_KEY]: legacyText });
    db.failWrites = new DOMException('full', 'QuotaExceededError');
    const t = tab({ db, legacy });
    const engine = await t.start();
    expect(t.status().saveError).toBe('quota');
    expect(legacy.data.get(STORAGE_KEY)).toBe(legacyText);
    expect(t.state().reading.readSections).toEqual(v3State.reading.readSections); // shown all the same
    db.failWrites = null;
    await engine.retry();
    expect(legacy.data.has(STORAGE_KEY)).toBe(false);
    expect(stored(db)!.state.reading.readSections).toEqual(v3State.reading.readSections);
    expect(t.status().saveError).toBeNull();
  });

  it('a tab in the background does not re-read on every write of another; it catches up when shown', async () => {
    const db = memoryDb();
    const channel = hub();
    let hidden = true;
    const a = tab({ db, channel: channel() });
    const b = tab({ db, channel: channel(), hidden: () => hidden });
    const [ea, eb] = await Promise.all([a.start(), b.start()]);
    await ea.dispatch({ type: 'labOpened', id: 'retry-storm', at: T0 });
    await settle();
    expect(b.state().labs.opened['retry-storm']).toBeUndefined();
    hidden = false;
    await eb.refresh(); // what boot.ts does on visibilitychange
    expect(b.state().labs.opened['retry-storm']?.count).toBe(1);
    // Its own write, made while it was behind, starts from the stored state: nothing of A's is lost.
    hidden = true;
    await ea.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' });
    await eb.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'join' });
    expect(stored(db)!.state.reading.readSections.errors).toEqual(['wrap', 'join']);
    expect(b.state().reading.readSections.errors).toEqual(['wrap', 'join']);
  });
});

const session = (index: number) => ({
  mode: 'topic' as const,
  topic: 'panic' as const,
  questionIds: ['panic-01', 'panic-02', 'panic-03', 'panic-04', 'panic-05'],
  index,
  answers: [],
  startedAt: T0,
  finishedAt: null,
  deadline: null,
});

/** A tab whose writes can be made to hang (`dying`), over its own database and localStorage. */
async function leavingTab() {
  const db = memoryDb();
  const legacy = memoryLocalStorage();
  const dying = dyingDb(db);
  const a = tab({ db: dying, legacy });
  return { db, legacy, dying, a, ea: await a.start() };
}

describe('a page left while its write is in flight', () => {
  it('keeps what it showed: the next start saves it, and localStorage is emptied', async () => {
    const { db, legacy, dying, a, ea } = await leavingTab();
    await ea.dispatch({ type: 'setSession', key: 'panic', session: session(2) });
    dying.dying = true;
    void ea.dispatch({ type: 'answer', id: 'panic-03', correct: true, mode: 'topic', at: T0 + 1 });
    void ea.dispatch({ type: 'setSession', key: 'panic', session: session(3) });
    await settle();
    expect(stored(db)!.state.quiz.sessions.panic?.index).toBe(2); // the write never finished
    ea.keepUnsaved(); // what boot.ts does on pagehide
    expect(legacy.data.has(UNSAVED_KEY)).toBe(true);

    const b = tab({ db, legacy });
    await b.start();
    expect(b.state()).toEqual(a.state());
    expect(stored(db)!.state).toEqual(a.state());
    expect(stored(db)!.state.quiz.sessions.panic?.index).toBe(3);
    expect(stored(db)!.rev).toBe(2);
    expect(legacy.data.has(UNSAVED_KEY)).toBe(false);
  });

  it('applies nothing twice when that write went through after all, or another tab saved since', async () => {
    const db = memoryDb();
    const legacy = memoryLocalStorage();
    const a = tab({ db, legacy });
    const ea = await a.start();
    const saving = ea.dispatch({ type: 'labOpened', id: 'retry-storm', at: T0 });
    ea.keepUnsaved(); // left before the write finished, which then finishes
    await saving;
    const other = await tab({ db, legacy: memoryLocalStorage() }).start();
    await other.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' });

    const b = tab({ db, legacy });
    await b.start();
    expect(b.state().labs.opened['retry-storm']?.count).toBe(1);
    expect(b.state().reading.readSections).toEqual({ errors: ['wrap'] });
    expect(legacy.data.has(UNSAVED_KEY)).toBe(false);
  });

  it("a tab back from the back-forward cache saves its own changes once; another tab's record waits for a newer release", async () => {
    const { db, legacy, dying, ea } = await leavingTab();
    dying.dying = true;
    const saving = ea.dispatch({ type: 'labOpened', id: 'retry-storm', at: T0 });
    await settle();
    ea.keepUnsaved();
    dying.dying = false;
    dying.abort();
    expect(await saving).toEqual({ status: 'failed', asideId: null });
    await ea.retry(); // the page is shown again: its pending change is saved by its own write
    expect(stored(db)!.state.labs.opened['retry-storm']?.count).toBe(1);
    expect(legacy.data.has(UNSAVED_KEY)).toBe(false);

    const newer = JSON.stringify({ version: CURRENT_VERSION + 1, rev: 0, state: {}, savedAt: T0, tab: 'x' });
    legacy.data.set(UNSAVED_KEY, newer);
    await ea.dispatch({ type: 'readSection', slug: 'errors', sectionId: 'wrap' });
    expect(legacy.data.get(UNSAVED_KEY)).toBe(newer);
    expect(stored(db)!.state.labs.opened['retry-storm']?.count).toBe(1);
  });
});
