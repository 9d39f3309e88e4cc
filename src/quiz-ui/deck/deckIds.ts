import ids from 'virtual:deck-ids';

/** Every interview card id of the deck: what counting due cards needs (the due card on the home page), without the rest. */
export const deckIds: ReadonlySet<string> = new Set(ids);
