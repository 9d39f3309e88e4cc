/** Which questions are due for review; needs only the stored due dates (no scheduler code). */
export interface HasDue {
  due: number;
}

/** Ids whose card is due at `now`, earliest first; ids not in `known` (removed questions) are skipped. */
export function dueIds(cards: Readonly<Record<string, HasDue>>, now: number, known?: ReadonlySet<string>): string[] {
  return Object.entries(cards)
    .filter(([id, card]) => card.due <= now && (!known || known.has(id)))
    .sort((a, b) => a[1].due - b[1].due || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => id);
}
