import { describe, expect, it } from 'vitest';
import { DB_NAME, STORAGE_KEY, THEME_KEY, UNSAVED_KEY, mayHoldSavedState } from './keys.ts';

describe('mayHoldSavedState: whether the persistence engine must load at once', () => {
  it('a browser with nothing of ours: no', () => {
    expect(mayHoldSavedState([], [])).toBe(false);
    expect(mayHoldSavedState(['other-app'], ['other-db'])).toBe(false);
  });

  it('our database, an old release’s state, a broken copy, a theme or unsaved changes: yes', () => {
    expect(mayHoldSavedState([], [DB_NAME])).toBe(true);
    expect(mayHoldSavedState([STORAGE_KEY], [])).toBe(true);
    expect(mayHoldSavedState(['goprep:corrupt:1700000000000'], [])).toBe(true);
    expect(mayHoldSavedState([THEME_KEY], [])).toBe(true);
    // A tab left with changes not yet saved, in a browser whose database was since deleted.
    expect(mayHoldSavedState([UNSAVED_KEY], [])).toBe(true);
  });

  it('a browser that will not say (blocked storage, no databases()): yes, the engine finds out', () => {
    expect(mayHoldSavedState(null, [])).toBe(true);
    expect(mayHoldSavedState([], null)).toBe(true);
  });
});
