import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, defaultPersistedState, loadPersisted, migrations } from './persistence.ts';

const saved = (state: unknown, version = CURRENT_VERSION) => JSON.stringify({ state, version });

describe('loadPersisted', () => {
  it('starts with defaults when nothing is saved', () => {
    expect(loadPersisted(null)).toEqual({ state: defaultPersistedState(), problem: null });
  });

  it('restores a valid saved state', () => {
    const state = {
      settings: { theme: 'dark' },
      reading: { readSections: { errors: ['typed-nil'] }, lastVisited: { slug: 'errors', sectionId: 'typed-nil', at: 1 } },
    };
    expect(loadPersisted(saved(state))).toEqual({ state, problem: null });
  });

  it('reports a blob that is not JSON', () => {
    expect(loadPersisted('{not json')).toEqual({ state: defaultPersistedState(), problem: 'corrupt' });
  });

  it('reports JSON of the wrong shape', () => {
    expect(loadPersisted(saved({ settings: { theme: 'neon' } })).problem).toBe('corrupt');
    expect(loadPersisted('[]').problem).toBe('corrupt');
    expect(loadPersisted('null').problem).toBe('corrupt');
  });

  it('refuses a state saved by a newer version of the app instead of guessing', () => {
    expect(loadPersisted(saved(defaultPersistedState(), CURRENT_VERSION + 1)).problem).toBe('future-version');
  });

  it('has a migration for every version before the current one', () => {
    for (let v = 1; v < CURRENT_VERSION; v++) expect(migrations[v], `migration from v${v}`).toBeTypeOf('function');
  });

  it('never throws and always yields a valid state, whatever is in storage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((v) => JSON.stringify({ state: v, version: 1 }) ?? '')), (raw) => {
        const { state } = loadPersisted(raw);
        expect(state.settings.theme).toMatch(/^(system|light|dark)$/);
      }),
    );
  });
});
