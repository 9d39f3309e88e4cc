/**
 * The saved state: its schema, its version and the migrations from every older version.
 * Pure: takes the raw string from storage and never throws.
 */
import { z } from 'zod';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const sectionIdSchema = z.string().regex(/^[a-z0-9-]+$/).max(100);
const slugSchema = z.string().regex(/^[a-z0-9-]+$/).max(100);

export const persistedStateSchema = z.object({
  settings: z.object({
    theme: z.enum(THEME_CHOICES),
  }),
  reading: z.object({
    /** Section ids the learner has read, per chapter slug. */
    readSections: z.record(slugSchema, z.array(sectionIdSchema).max(500)),
    lastVisited: z
      .object({ slug: slugSchema, sectionId: sectionIdSchema.nullable(), at: z.number().int().nonnegative() })
      .nullable(),
  }),
});
export type PersistedState = z.infer<typeof persistedStateSchema>;

export const CURRENT_VERSION = 1;

export function defaultPersistedState(): PersistedState {
  return {
    settings: { theme: 'system' },
    reading: { readSections: {}, lastVisited: null },
  };
}

/**
 * migrations[n] turns a state saved at version n into version n + 1. Every old version has a test.
 * (Version 1 is the first; the table grows with the app.)
 */
export const migrations: Record<number, (old: unknown) => unknown> = {};

export type LoadProblem = 'corrupt' | 'future-version';
export interface LoadResult {
  state: PersistedState;
  /** Set when the saved blob could not be used; the caller keeps it aside and tells the learner. */
  problem: LoadProblem | null;
}

/** Parses what zustand's persist middleware stored (`{ state, version }`) and migrates it. */
export function loadPersisted(raw: string | null): LoadResult {
  if (raw === null) return { state: defaultPersistedState(), problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { state: defaultPersistedState(), problem: 'corrupt' };
  }
  const envelope = z.object({ state: z.unknown(), version: z.number().int().nonnegative() }).safeParse(parsed);
  if (!envelope.success) return { state: defaultPersistedState(), problem: 'corrupt' };
  let { state, version } = envelope.data;
  if (version > CURRENT_VERSION) return { state: defaultPersistedState(), problem: 'future-version' };
  while (version < CURRENT_VERSION) {
    const step = migrations[version];
    if (!step) return { state: defaultPersistedState(), problem: 'corrupt' };
    try {
      state = step(state);
    } catch {
      return { state: defaultPersistedState(), problem: 'corrupt' };
    }
    version++;
  }
  const valid = persistedStateSchema.safeParse(state);
  if (!valid.success) return { state: defaultPersistedState(), problem: 'corrupt' };
  return { state: valid.data, problem: null };
}
