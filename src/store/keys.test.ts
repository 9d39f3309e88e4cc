import { describe, expect, it } from 'vitest';
import { DB_NAME, STORAGE_KEY, THEME_KEY, mayHoldSavedState } from './keys.ts';

describe('mayHoldSavedState: whether the persistence engine must load at once', () => {
  it('a browser with nothing of ours: no', () => {
    expect(mayHoldSavedState([], [])).toBe(false);
    expect(mayHoldSavedState(['other-app'], ['other-db'])).toBe(false);
  });

  it('our database, an old release’s state, a broken copy or a theme: yes', () => {
    expect(mayHoldSavedState([], [DB_NAME])).toBe(true);
    expect(mayHoldSavedState([STORAGE_KEY], [])).toBe(true);
    expect(mayHoldSavedState(['goprep:corrupt:1700000000000'], [])).toBe(true);
    expect(mayHoldSavedState([THEME_KEY], [])).toBe(true);
  });

  it('a browser that will not say (blocked storage, no databases()): yes, the engine finds out', () => {
    expect(mayHoldSavedState(null, [])).toBe(true);
    expect(mayHoldSavedState([], null)).toBe(true);
  });
});
