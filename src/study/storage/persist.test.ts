import { describe, expect, it } from 'vitest';
import { ASK_AGAIN_MS, EMPTY_MEMO, afterAsking, hasProgress, parseMemo, requestPersistence, shouldAsk, shouldNotify } from './persist.ts';

describe('parseMemo', () => {
  it('reads what it wrote and ignores anything else', () => {
    expect(parseMemo(JSON.stringify({ outcome: 'denied', at: 5, dismissed: true }))).toEqual({ outcome: 'denied', at: 5, dismissed: true });
    expect(parseMemo(null)).toEqual(EMPTY_MEMO);
    expect(parseMemo('{oops')).toEqual(EMPTY_MEMO);
    expect(parseMemo(JSON.stringify({ outcome: 'maybe', at: -1 }))).toEqual(EMPTY_MEMO);
  });
});

describe('hasProgress', () => {
  it('is true once a section is read or a question answered', () => {
    expect(hasProgress({ reading: { readSections: {} }, quiz: { attempts: [] } })).toBe(false);
    expect(hasProgress({ reading: { readSections: { errors: [] } }, quiz: { attempts: [] } })).toBe(false);
    expect(hasProgress({ reading: { readSections: { errors: ['wrap'] } }, quiz: { attempts: [] } })).toBe(true);
    expect(hasProgress({ reading: { readSections: {} }, quiz: { attempts: [{}] } })).toBe(true);
  });
});

describe('when to ask and when to tell', () => {
  it('asks once, and again a week after a refusal', () => {
    expect(shouldAsk(EMPTY_MEMO, 0)).toBe(true);
    expect(shouldAsk({ outcome: 'granted', at: 0, dismissed: false }, 10 * ASK_AGAIN_MS)).toBe(false);
    expect(shouldAsk({ outcome: 'denied', at: 100, dismissed: false }, 100 + ASK_AGAIN_MS - 1)).toBe(false);
    expect(shouldAsk({ outcome: 'denied', at: 100, dismissed: false }, 100 + ASK_AGAIN_MS)).toBe(true);
    expect(shouldAsk({ outcome: 'unsupported', at: 0, dismissed: false }, 10 * ASK_AGAIN_MS)).toBe(false);
  });

  it('tells about a refusal until dismissed, and about the same refusal only once', () => {
    const denied = afterAsking(EMPTY_MEMO, 'denied', 1);
    expect(shouldNotify(denied)).toBe(true);
    const dismissed = { ...denied, dismissed: true };
    expect(shouldNotify(dismissed)).toBe(false);
    expect(shouldNotify(afterAsking(dismissed, 'denied', 2))).toBe(false);
    expect(shouldNotify(afterAsking(dismissed, 'granted', 3))).toBe(false);
    expect(shouldNotify(afterAsking(afterAsking(dismissed, 'granted', 3), 'denied', 4))).toBe(true);
  });
});

describe('requestPersistence', () => {
  it('does not ask again when already persisted', async () => {
    let asked = 0;
    const outcome = await requestPersistence({ persisted: async () => true, persist: async () => (asked++, true) });
    expect(outcome).toBe('granted');
    expect(asked).toBe(0);
  });

  it('reports a refusal, a missing API and a failure', async () => {
    expect(await requestPersistence({ persisted: async () => false, persist: async () => false })).toBe('denied');
    expect(await requestPersistence(undefined)).toBe('unsupported');
    expect(await requestPersistence({ persisted: async () => false, persist: () => Promise.reject(new Error('no')) })).toBe('unsupported');
  });
});
