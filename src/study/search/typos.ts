/**
 * Typo tolerance for the search, which Pagefind does not have: when a query finds nothing, each of its
 * words that the site never uses is replaced by the closest word the site does use (Damerau–Levenshtein
 * distance, the most frequent on a tie). The vocabulary is made at build time from the indexed pages.
 * Pure: no React, no DOM.
 */

/** The vocabulary as the build writes it: words (lower case, ё as е) and how often each occurs. */
export interface Vocabulary {
  words: string[];
  counts: number[];
}

/** Words shorter than this are left alone: too many short words are one edit apart. */
const MIN_LENGTH = 4;

export function normaliseWord(word: string): string {
  return word.toLowerCase().replace(/ё/g, 'е');
}

/** Edits allowed for a word of this length: one for short words, two from seven letters on. */
export function allowedEdits(length: number): number {
  return length >= 7 ? 2 : 1;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export interface Correction {
  /** The query with its unknown words replaced. */
  query: string;
  /** What was replaced, in query order. */
  changes: { from: string; to: string }[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}._-]*/gu;

/**
 * The query with each unknown word replaced by its closest known word, or null when nothing could be
 * corrected. A word is known when the site has it or a word that starts with it (a stem or a word being
 * typed), so correct queries are never changed.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): Correction | null {
  const known = new Set(vocabulary.words);
  const changes: Correction['changes'] = [];
  const corrected = query.replace(WORD, (raw) => {
    const word = normaliseWord(raw);
    if (word.length < MIN_LENGTH || known.has(word) || vocabulary.words.some((w) => w.startsWith(word))) return raw;
    const max = allowedEdits(word.length);
    let best: { word: string; distance: number; count: number } | null = null;
    vocabulary.words.forEach((candidate, i) => {
      if (candidate.length < MIN_LENGTH) return;
      const distance = editDistance(word, candidate, max);
      if (distance > max) return;
      const count = vocabulary.counts[i] ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
    });
    if (!best) return raw;
    changes.push({ from: raw, to: (best as { word: string }).word });
    return (best as { word: string }).word;
  });
  return changes.length > 0 ? { query: corrected, changes } : null;
}

/** The vocabulary of some texts: every word of at least MIN_LENGTH characters with its count, most frequent first. */
export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) {
      const word = normaliseWord(match[0].replace(/[._-]+$/, ''));
      if (word.length >= MIN_LENGTH) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return { words: sorted.map(([w]) => w), counts: sorted.map(([, n]) => n) };
}
