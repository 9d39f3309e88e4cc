/**
 * Virtual modules made from content/ at build time:
 *   virtual:chapter-list  every chapter's frontmatter, section ids and reading time, in reading order
 *   virtual:quiz-index    every quiz question's id, topic, level, tags, text, chapter, similar, minGo
 *   virtual:quiz-topic/<topic>  a topic's full questions: highlighted program, recorded run, answer,
 *                         distractors, explanation (loaded lazily, one chunk per topic)
 *   virtual:deck-index    every interview card's id, chapter, topic and question (for due counts)
 *   virtual:deck          the same with the spoken answers (loaded lazily by the deck and the mock interview)
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chapterFiles, readFrontmatter } from './chapters.ts';
import { readChapterFacts } from './chapter-facts.ts';
import { GO_RUNS_FILE } from './programs.ts';
import { deckCards, deckIndex } from './deck-data.ts';
import { quizIndex, topicQuestions } from './quiz-data.ts';
import { QUIZ_TOPICS, type QuizTopic } from '../../src/quiz/schema.ts';

const CHAPTER_LIST = 'virtual:chapter-list';
const QUIZ_INDEX = 'virtual:quiz-index';
const QUIZ_TOPIC = 'virtual:quiz-topic/';
const DECK_INDEX = 'virtual:deck-index';
const DECK = 'virtual:deck';

export function chapterList(contentDir: string) {
  const list = chapterFiles(contentDir).map((path) => {
    const meta = readFrontmatter(path);
    const facts = readChapterFacts(path);
    return { ...meta, readingMinutes: facts.readingMinutes, sectionIds: facts.headings.map((h) => h.id) };
  });
  if (new Set(list.map((c) => c.order)).size !== list.length) throw new Error('two chapters have the same order');
  return list.sort((a, b) => a.order - b.order);
}

export function contentPlugin(rootDir: string): Plugin {
  const contentDir = join(rootDir, 'content');
  return {
    name: 'goprep-content',
    resolveId(id) {
      if (id === QUIZ_INDEX || (id.startsWith(QUIZ_TOPIC) && (QUIZ_TOPICS as readonly string[]).includes(id.slice(QUIZ_TOPIC.length)))) {
        return `\0${id}`;
      }
      return id === CHAPTER_LIST || id === DECK_INDEX || id === DECK ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${QUIZ_INDEX}`) {
        this.addWatchFile(join(contentDir, 'quizzes'));
        return `export default ${JSON.stringify(quizIndex(contentDir))};`;
      }
      if (id.startsWith(`\0${QUIZ_TOPIC}`)) {
        this.addWatchFile(join(rootDir, GO_RUNS_FILE));
        const topic = id.slice(QUIZ_TOPIC.length + 1) as QuizTopic;
        return `export default ${JSON.stringify(await topicQuestions(rootDir, topic))};`;
      }
      if (id === `\0${DECK_INDEX}` || id === `\0${DECK}`) {
        for (const path of chapterFiles(contentDir)) this.addWatchFile(path);
        const cards = deckCards(contentDir);
        return `export default ${JSON.stringify(id === `\0${DECK}` ? cards : deckIndex(cards))};`;
      }
      if (id !== `\0${CHAPTER_LIST}`) return undefined;
      for (const path of chapterFiles(contentDir)) this.addWatchFile(path);
      return `export default ${JSON.stringify(chapterList(contentDir))};`;
    },
  };
}
