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
