import { deckDueIds } from '../../quiz/deck.ts';
import { useAppStore, useHydrated } from '../../store/appStore.ts';
import { useNow } from '../clock.tsx';
import { deckIndex } from './deckBank.ts';

/** How many interview cards are due now (0 before the saved state is loaded). */
export function useDeckDueCount(): number {
  const hydrated = useHydrated();
  const cards = useAppStore((s) => s.deck.cards);
  const now = useNow(60_000, hydrated);
  return hydrated ? deckDueIds(deckIndex, cards, now).length : 0;
}
