import ids from 'virtual:quiz-ids';

/** Every question id of the bank: what counting due reviews needs, without the questions' texts. */
export const knownIds: ReadonlySet<string> = new Set(ids);
