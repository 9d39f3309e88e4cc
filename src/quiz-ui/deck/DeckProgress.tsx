import { Link } from '../../site/router.tsx';
import { chapters } from '../../site/chapters.ts';
import { paths } from '../../site/paths.ts';
import { deckProgress } from '../../quiz/deck.ts';
import { useAppStore } from '../../store/appStore.ts';
import { useNow } from '../clock.tsx';
import { deckIndex } from './deckBank.ts';
import { deckStrings as s } from './strings.ts';

/** The progress page's part on the interview deck: how many cards are learnt, per chapter, and what is due. */
export function DeckProgressSection() {
  const cards = useAppStore((st) => st.deck.cards);
  const now = useNow(60_000);
  const all = deckProgress(deckIndex, cards, now);
  return (
    <section aria-labelledby="progress-deck" className="progress-section" data-testid="progress-deck">
      <h2 id="progress-deck">{s.progressTitle}</h2>
      {all.seen === 0 ? (
        <p className="progress-muted">{s.progressEmpty}</p>
      ) : (
        <p>
          {s.progressSummary(all.seen, all.total, all.solid)} {s.progressDue(all.due)}
        </p>
      )}
      <h3>{s.progressByChapter}</h3>
      <ul className="progress-list">
        {chapters.map((c) => {
          const entries = deckIndex.filter((e) => e.chapter === c.slug);
          if (entries.length === 0) return null;
          const p = deckProgress(entries, cards, now);
          const label = `${p.seen} / ${p.total}`;
          return (
            <li key={c.slug} className="progress-row" data-deck-chapter={c.slug}>
              <span className="progress-name">
                {c.order}. {c.title}
              </span>
              <span className="progress-bar" role="img" aria-label={s.progressSummary(p.seen, p.total, p.solid)}>
                <span style={{ width: `${Math.round((p.seen / p.total) * 100)}%` }} />
              </span>
              <span className="progress-count">{label}</span>
            </li>
          );
        })}
      </ul>
      <p>
        <Link className="button" to={paths.quizDeck}>
          {s.progressOpen}
        </Link>
      </p>
    </section>
  );
}
