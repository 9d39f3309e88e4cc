declare module 'virtual:quiz-index' {
  import type { QuizIndexEntry } from '../quiz/schema.ts';
  const index: QuizIndexEntry[];
  export default index;
}

declare module 'virtual:quiz-topic/*' {
  import type { Question } from '../quiz/schema.ts';
  const questions: Question[];
  export default questions;
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
