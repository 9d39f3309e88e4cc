/**
 * Question ids that changed. Ids used to name the trick (`err-typed-nil-crash`), which told the answer
 * before it was given; they became neutral (`errors-27`). Saved progress and old links are mapped through
 * this table, and a question merged into another maps to the one that stayed.
 */
import renamed from '../../content/quizzes/renamed.json';

export const RENAMED_QUESTION_IDS: Readonly<Record<string, string>> = renamed;

/** The current id of a question, given an id that may be from before the rename. */
export function currentQuestionId(id: string): string {
  return Object.hasOwn(RENAMED_QUESTION_IDS, id) ? RENAMED_QUESTION_IDS[id]! : id;
}
