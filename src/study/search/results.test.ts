import { describe, expect, it } from 'vitest';
import { hitTerms, kindOf, parseExcerpt, queryStems, rankPages, rankSections, toAppPath, toHits } from './results.ts';

describe('parseExcerpt', () => {
  it('splits marks into hit pieces and decodes entities', () => {
    expect(parseExcerpt('почему <mark>ретрай</mark> усиливает &lt;нагрузку&gt; &amp; очередь')).toEqual([
      { text: 'почему ', hit: false },
      { text: 'ретрай', hit: true },
      { text: ' усиливает <нагрузку> & очередь', hit: false },
    ]);
  });

  it('never passes other markup through', () => {
    const pieces = parseExcerpt('<img src=x onerror=alert(1)><mark>паника</mark><script>x</script>');
    expect(pieces.map((p) => p.text).join('')).toBe('паникаx');
  });
});

describe('hitTerms', () => {
  it('takes the marked words without punctuation, once each', () => {
    const pieces = parseExcerpt('<mark>Ретраи:</mark> и <mark>ретрай</mark>, <mark>errors.Is(err,</mark> <mark>«40P01».</mark> <mark>ретраи</mark>');
    expect(hitTerms(pieces)).toEqual(['Ретраи', 'ретрай', 'errors.Is(err', '40P01']);
  });
});

describe('queryStems', () => {
  it('shortens Russian words to a prefix and keeps identifiers whole', () => {
    expect(queryStems('ретраи')).toEqual(['ретр']);
    expect(queryStems('паники')).toEqual(['пани']);
    expect(queryStems('errors.Is Retry-After 40P01')).toEqual(['errors.Is', 'Retry-After', '40P01']);
  });
});

describe('toAppPath', () => {
  it('strips the trailing slash and keeps the hash', () => {
    expect(toAppPath('/chapters/retries/#amplifier')).toBe('/chapters/retries#amplifier');
    expect(toAppPath('/quiz/q/errors-20/')).toBe('/quiz/q/errors-20');
    expect(toAppPath('/')).toBe('/');
  });

  it('strips the base path and index.html', () => {
    expect(toAppPath('/go-errors/chapters/errors/index.html#wrap', '/go-errors/')).toBe('/chapters/errors#wrap');
  });
});

describe('kindOf', () => {
  it('tells chapters, questions and labs apart', () => {
    expect(kindOf('/chapters/errors#wrap')).toBe('chapter');
    expect(kindOf('/quiz/q/errors-20')).toBe('quiz');
    expect(kindOf('/labs/retry-storm')).toBe('lab');
    expect(kindOf('/chapters')).toBe('page');
  });
});

describe('toHits', () => {
  const pages = [
    {
      url: '/chapters/retries/',
      excerpt: 'x',
      meta: { title: 'Ретраи' },
      sub_results: [
        { title: 'Ретраи', url: '/chapters/retries/#chapter-title', excerpt: '<mark>Ретраи</mark> и backoff' },
        { title: 'Ретрай — усилитель нагрузки', url: '/chapters/retries/#amplifier', excerpt: '<mark>Ретрай</mark> — ставка' },
        { title: 'Бюджет', url: '/chapters/retries/#budget', excerpt: 'без <mark>ретраев</mark>' },
        { title: 'Ещё', url: '/chapters/retries/#more', excerpt: 'ещё' },
      ],
    },
    { url: '/quiz/q/rel-retry/', excerpt: 'сколько <mark>ретраев</mark>', meta: { title: 'Что выведет программа?' } },
  ];

  it('lists sections per page with paths for the router', () => {
    const hits = toHits(pages);
    expect(hits.map((h) => h.path)).toEqual([
      '/chapters/retries',
      '/chapters/retries#amplifier',
      '/chapters/retries#budget',
      '/quiz/q/rel-retry',
    ]);
    expect(hits[1]).toMatchObject({ kind: 'chapter', sectionId: 'amplifier', sectionTitle: 'Ретрай — усилитель нагрузки', terms: ['Ретрай'] });
    expect(hits[3]).toMatchObject({ kind: 'quiz', sectionId: null, pageTitle: 'Что выведет программа?' });
  });

  it('treats generated heading ids as the page itself', () => {
    const hits = toHits([
      { url: '/quiz/q/errors-20/', excerpt: '', meta: { title: 'Вопрос: errors.Join' }, sub_results: [{ title: 'Что выведет программа?', url: '/quiz/q/errors-20/#_R_2k_-title', excerpt: '<mark>errors.Join</mark>' }] },
    ]);
    expect(hits).toMatchObject([{ path: '/quiz/q/errors-20', sectionId: null, sectionTitle: null, terms: ['errors.Join'] }]);
  });

  it('respects the overall limit', () => {
    expect(toHits(pages, { limit: 2 })).toHaveLength(2);
  });
});

describe('ranking', () => {
  const sub = (title: string, id: string, scores: number[]) => ({ title, url: `/chapters/errors/#${id}`, excerpt: title, weighted_locations: scores.map((s) => ({ weight: 1, balanced_score: s })) });
  const chapter = {
    url: '/chapters/errors/',
    excerpt: '',
    meta: { title: 'Работа с ошибками' },
    content: 'Ловушка typed nil …',
    sub_results: [sub('Что спросят на собеседовании', 'interview', [293, 512]), sub('Ловушка typed nil', 'typed-nil', [12803, 128]), sub('Unwrap', 'unwrap', [512])],
  };
  const question = (n: number) => ({ url: `/quiz/q/panic-${n}/`, excerpt: 'recover()', meta: { title: `panic и error: задача ${n}` }, content: 'recover()' });

  it('lists first the section whose heading holds the query, then by the weight of matches', () => {
    const hits = toHits([chapter], { query: 'typed nil' });
    expect(hits[0]?.path).toBe('/chapters/errors#typed-nil');
    expect(rankSections(chapter.sub_results, 'unrelated').map((s) => s.title)).toEqual(['Ловушка typed nil', 'Что спросят на собеседовании', 'Unwrap']);
  });

  it('puts a chapter that explains a concept before questions that merely use it, even when they score higher', () => {
    const ranked = rankPages(
      [
        { score: 5.1, data: question(29) },
        { score: 5.1, data: question(40) },
        { score: 3.9, data: { ...chapter, content: 'recover работает только в defer' } },
      ],
      'recover',
    );
    expect(ranked[0]?.url).toBe('/chapters/errors/');
  });
});
