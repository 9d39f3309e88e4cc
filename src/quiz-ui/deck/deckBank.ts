/** The interview deck in the browser: the small index comes with the app, the texts load with the deck. */
import index from 'virtual:deck-index';
import { resourceCache } from '../../lib/resource.ts';
import type { DeckCard, DeckEntry } from '../../quiz/deck.ts';

export { deckIds } from './deckIds.ts';

export const deckIndex: readonly DeckEntry[] = index;
export const deckEntryById: ReadonlyMap<string, DeckEntry> = new Map(index.map((e) => [e.id, e]));

/** Every card with its question and answer, by id; shared by the deck and the mock interview. */
export const loadDeck = resourceCache<ReadonlyMap<string, DeckCard>>(async () => {
  const mod = await import('virtual:deck');
  return new Map(mod.default.map((c) => [c.id, c]));
});
