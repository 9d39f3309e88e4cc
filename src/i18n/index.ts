import { ru } from './ru.ts';

/** The interface strings of the current edition. */
export const t = ru;
