/**
 * The interview deck (build time only): every interview card of the chapters, in reading order, with
 * its chapter and the quiz topic of that chapter. Card ids share one namespace with quiz question ids
 * (a mock interview mixes both), so a clash fails the build.
 */
import { chapterFiles, readFrontmatter } from './chapters.ts';
import { readChapterFacts } from './chapter-facts.ts';
import { quizIndex } from './quiz-data.ts';
import type { DeckCard, DeckEntry } from '../../src/quiz/deck.ts';
import type { QuizTopic } from '../../src/quiz/schema.ts';

/** The quiz topic most of whose questions point into a chapter: the chapter's topic in a breakdown. */
export function chapterTopics(contentDir: string): Map<string, QuizTopic> {
  const votes = new Map<string, Map<QuizTopic, number>>();
  for (const q of quizIndex(contentDir)) {
    const slug = q.chapter.split('#')[0]!;
    const byTopic = votes.get(slug) ?? new Map<QuizTopic, number>();
    byTopic.set(q.topic, (byTopic.get(q.topic) ?? 0) + 1);
    votes.set(slug, byTopic);
  }
  return new Map([...votes].map(([slug, byTopic]) => [slug, [...byTopic].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]]));
}

export function deckCards(contentDir: string): DeckCard[] {
  const topics = chapterTopics(contentDir);
  const questionIds = new Set(quizIndex(contentDir).map((q) => q.id));
  const chapters = chapterFiles(contentDir)
    .map((path) => ({ meta: readFrontmatter(path), facts: readChapterFacts(path) }))
    .sort((a, b) => a.meta.order - b.meta.order);
  const seen = new Map<string, string>();
  const deck: DeckCard[] = [];
  for (const { meta, facts } of chapters) {
    const topic = topics.get(meta.slug);
    if (!topic && facts.cards.length > 0) throw new Error(`chapter ${meta.slug}: no quiz question points into it, so its interview cards have no topic`);
    for (const card of facts.cards) {
      if (seen.has(card.id)) throw new Error(`interview card id "${card.id}" is in both ${seen.get(card.id)} and ${meta.slug}`);
      if (questionIds.has(card.id)) throw new Error(`interview card id "${card.id}" (${meta.slug}) is also a quiz question id`);
      seen.set(card.id, meta.slug);
      deck.push({ id: card.id, chapter: meta.slug, topic: topic!, question: card.question, answer: card.answerRich });
    }
  }
  return deck;
}

/** The deck without its texts: enough for due counts and progress on every page. */
export function deckIndex(cards: readonly DeckCard[]): DeckEntry[] {
  return cards.map(({ id, chapter, topic }) => ({ id, chapter, topic }));
}
