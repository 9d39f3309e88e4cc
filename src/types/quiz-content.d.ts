declare module 'virtual:quiz-index' {
  import type { QuizIndexEntry } from '../quiz/schema.ts';
  const index: QuizIndexEntry[];
  export default index;
}

/** Every question's id and nothing else: what counting due reviews needs, for a few bytes. */
declare module 'virtual:quiz-ids' {
  const ids: string[];
  export default ids;
}

/** id → the loader of that question's full data (its own small chunk). */
declare module 'virtual:quiz-questions' {
  import type { Question } from '../quiz/schema.ts';
  const loaders: Record<string, () => Promise<{ default: Question }>>;
  export default loaders;
}

/** Every interview card's id and nothing else: what counting due cards needs. */
declare module 'virtual:deck-ids' {
  const ids: string[];
  export default ids;
}

declare module 'virtual:deck-index' {
  import type { DeckEntry } from '../quiz/deck.ts';
  const index: DeckEntry[];
  export default index;
}

declare module 'virtual:deck' {
  import type { DeckCard } from '../quiz/deck.ts';
  const cards: DeckCard[];
  export default cards;
}

/** Program id → the loader of that program's source and browser support (src/runner/ui/program.ts). */
declare module 'virtual:programs' {
  import type { RunnerProgram } from '../runner/ui/program.ts';
  const loaders: Record<string, () => Promise<{ default: RunnerProgram }>>;
  export default loaders;
}
