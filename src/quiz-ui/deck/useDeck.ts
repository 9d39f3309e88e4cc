import { dueIds } from '../../quiz/due.ts';
import { useAppStore, useHydrated } from '../../store/appStore.ts';
import { useNow } from '../clock.tsx';
import { deckIds } from './deckIds.ts';

/** How many interview cards are due now (0 before the saved state is loaded); needs only the card ids. */
export function useDeckDueCount(): number {
  const hydrated = useHydrated();
  const cards = useAppStore((s) => s.deck.cards);
  const now = useNow(60_000, hydrated);
  return hydrated ? dueIds(cards, now, deckIds).length : 0;
}
