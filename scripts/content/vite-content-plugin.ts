/**
 * Virtual modules made from content/ at build time:
 *   virtual:chapter-list  every chapter's frontmatter, section ids and reading time, in reading order
 *   virtual:quiz-index    every quiz question's id, topic, level, tags, text, chapter, similar, minGo
 *   virtual:quiz-ids      every quiz question's id (what the due count needs)
 *   virtual:quiz-questions  id → a loader of virtual:quiz-question/<id>
 *   virtual:quiz-question/<id>  one question in full: highlighted program, recorded run, answer,
 *                         distractors, explanation (its own chunk: a page loads only its question)
 *   virtual:deck-ids      every interview card's id (what the due count needs)
 *   virtual:deck-index    every interview card's id, chapter and topic (the deck's order and progress)
 *   virtual:deck          the same with the spoken answers (loaded lazily by the deck and the mock interview)
 *   virtual:programs      program id → a loader of virtual:program/<id>
 *   virtual:program/<id>  one program's source and browser support, for the runner (its own chunk)
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chapterFiles, readFrontmatter } from './chapters.ts';
import { readChapterFacts } from './chapter-facts.ts';
import { GO_RUNS_FILE } from './programs.ts';
import { deckCards, deckIndex } from './deck-data.ts';
import { quizIndex, topicQuestions } from './quiz-data.ts';
import { programEntry, programIds } from './program-data.ts';
import { QUIZ_TOPICS, type Question } from '../../src/quiz/schema.ts';

const CHAPTER_LIST = 'virtual:chapter-list';
const QUIZ_INDEX = 'virtual:quiz-index';
const QUIZ_IDS = 'virtual:quiz-ids';
const QUIZ_QUESTIONS = 'virtual:quiz-questions';
const QUIZ_QUESTION = 'virtual:quiz-question/';
const DECK_IDS = 'virtual:deck-ids';
const DECK_INDEX = 'virtual:deck-index';
const DECK = 'virtual:deck';
const PROGRAMS = 'virtual:programs';
const PROGRAM = 'virtual:program/';
const OWN = [CHAPTER_LIST, QUIZ_INDEX, QUIZ_IDS, QUIZ_QUESTIONS, DECK_IDS, DECK_INDEX, DECK, PROGRAMS];

/** The chapters in reading order, as the app knows them (the summaries stay in the pages' HTML). */
export function chapterList(contentDir: string) {
  const list = chapterFiles(contentDir).map((path) => {
    const { title, order, slug } = readFrontmatter(path);
    const facts = readChapterFacts(path);
    return { title, order, slug, readingMinutes: facts.readingMinutes, sectionIds: facts.headings.map((h) => h.id) };
  });
  if (new Set(list.map((c) => c.order)).size !== list.length) throw new Error('two chapters have the same order');
  return list.sort((a, b) => a.order - b.order);
}

export function contentPlugin(rootDir: string): Plugin {
  const contentDir = join(rootDir, 'content');
  // Every question in full, made once per build (highlighting is the slow part).
  let questions: Promise<Map<string, Question>> | undefined;
  const allQuestions = () =>
    (questions ??= Promise.all(QUIZ_TOPICS.map((topic) => topicQuestions(rootDir, topic))).then((lists) => new Map(lists.flat().map((q) => [q.id, q]))));
  return {
    name: 'goprep-content',
    buildStart() {
      questions = undefined;
    },
    watchChange(id) {
      if (id.startsWith(contentDir)) questions = undefined; // the dev server reads edited content afresh
    },
    resolveId(id) {
      if (OWN.includes(id) || id.startsWith(QUIZ_QUESTION) || id.startsWith(PROGRAM)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const name = id.slice(1);
      if (name === QUIZ_INDEX) {
        this.addWatchFile(join(contentDir, 'quizzes'));
        return `export default ${JSON.stringify(quizIndex(contentDir))};`;
      }
      if (name === QUIZ_IDS) {
        this.addWatchFile(join(contentDir, 'quizzes'));
        return `export default ${JSON.stringify(quizIndex(contentDir).map((q) => q.id))};`;
      }
      if (name === DECK_IDS || name === DECK_INDEX || name === DECK) {
        for (const path of chapterFiles(contentDir)) this.addWatchFile(path);
        const cards = deckCards(contentDir);
        const data = name === DECK ? cards : name === DECK_INDEX ? deckIndex(cards) : cards.map((c) => c.id);
        return `export default ${JSON.stringify(data)};`;
      }
      if (name === QUIZ_QUESTIONS) {
        this.addWatchFile(join(contentDir, 'quizzes'));
        const loaders = quizIndex(contentDir).map((q) => `${JSON.stringify(q.id)}: () => import(${JSON.stringify(QUIZ_QUESTION + q.id)})`);
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      if (name.startsWith(QUIZ_QUESTION)) {
        this.addWatchFile(join(rootDir, GO_RUNS_FILE));
        const question = (await allQuestions()).get(name.slice(QUIZ_QUESTION.length));
        if (!question) throw new Error(`${name}: no such question`);
        return `export default ${JSON.stringify(question)};`;
      }
      if (name === PROGRAMS) {
        this.addWatchFile(contentDir);
        const loaders = programIds(contentDir).map((p) => `${JSON.stringify(p)}: () => import(${JSON.stringify(PROGRAM + p)})`);
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      if (name.startsWith(PROGRAM)) {
        const programId = name.slice(PROGRAM.length);
        this.addWatchFile(join(contentDir, programId, 'main.go'));
        const program = programEntry(rootDir, programId);
        if (!program) throw new Error(`${name}: no such program`);
        return `export default ${JSON.stringify(program)};`;
      }
      if (name !== CHAPTER_LIST) return undefined;
      for (const path of chapterFiles(contentDir)) this.addWatchFile(path);
      return `export default ${JSON.stringify(chapterList(contentDir))};`;
    },
  };
}
