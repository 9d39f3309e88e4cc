// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applySearchHighlight, clearSearchHighlight } from './highlight.ts';

const page = `
  <main>
    <article data-pagefind-body>
      <h1>Ретраи</h1>
      <p>Введение: ретрай — ставка на временный сбой.</p>
      <h2 id="amplifier">Усилитель</h2>
      <p>Каждый ретрай умножает нагрузку; ретраить стоит не всё.</p>
      <details class="interview"><summary>Вопрос</summary><p>Ответ: ретрая не будет.</p></details>
      <h3 id="detail">Подробности</h3>
      <p>Ещё один ретрай внутри подраздела.</p>
      <h2 id="budget">Бюджет</h2>
      <p>Здесь тоже ретрай, но это другой раздел.</p>
    </article>
  </main>`;

describe('applySearchHighlight', () => {
  afterEach(() => {
    clearSearchHighlight();
    document.body.innerHTML = '';
  });

  it('marks the words inside the section only (its subsections included), and the heading', () => {
    document.body.innerHTML = page;
    const count = applySearchHighlight('amplifier', ['ретрай'], []);
    // «ретрай» twice in the section (the paragraph and the subsection), not in the introduction or «Бюджет».
    expect(count).toBe(2);
    expect(document.getElementById('amplifier')!.hasAttribute('data-search-target')).toBe(true);
  });

  it('falls back to the stems of the query, and opens the answer that holds a hit', () => {
    document.body.innerHTML = page;
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    const count = applySearchHighlight('amplifier', ['ретраях'], ['ретра']);
    expect(count).toBe(4);
    expect(details.open).toBe(true);
  });

  it('without a section searches the whole indexed region; clearing removes the marks', () => {
    document.body.innerHTML = page;
    expect(applySearchHighlight(null, ['ретрай'], [])).toBe(4);
    clearSearchHighlight();
    expect(document.querySelector('[data-search-target]')).toBeNull();
  });
});
