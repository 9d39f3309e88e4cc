import { Suspense, lazy, useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { chapters } from '../../site/chapters.ts';
import { useDocumentMeta } from '../../site/documentMeta.tsx';
import { paths } from '../../site/paths.ts';
import { t as homeT } from '../../i18n/home.ts';
import { t } from './strings.ts';
import { labs } from '../../labs/registry.ts';
import { masteryByTopic, masteryOverTime } from '../../quiz/mastery.ts';
import { QUIZ_TOPICS } from '../../quiz/schema.ts';
import { topicOf } from '../../quiz-ui/bank.ts';
import { DeckProgressSection } from '../../quiz-ui/deck/DeckProgress.tsx';
import { useQuestionsDueCount } from '../../quiz-ui/QuizDue.tsx';
import { useAppStore, useHydrated } from '../../store/appStore.ts';

const MasteryChart = lazy(() => import('../../quiz-ui/MasteryChart.tsx'));
// Export, import, reset and the copies set aside: loaded with the page, not with every page's first load.
const DataSection = lazy(() => import('./DataSection.tsx'));

const dateTime = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <span className="progress-bar" role="img" aria-label={label}>
      <span style={{ width: `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%` }} />
    </span>
  );
}

function ChaptersSection() {
  const read = useAppStore((s) => s.reading.readSections);
  return (
    <section aria-labelledby="progress-chapters" className="progress-section">
      <h2 id="progress-chapters">{t.study.progress.chaptersTitle}</h2>
      <ul className="progress-list" data-testid="progress-chapters">
        {chapters.map((c) => {
          const done = c.sectionIds.filter((id) => read[c.slug]?.includes(id));
          const next = c.sectionIds.find((id) => !done.includes(id));
          const label = t.study.progress.sectionsRead(done.length, c.sectionIds.length);
          return (
            <li key={c.slug} className="progress-row" data-slug={c.slug}>
              <Link to={paths.chapter(c.slug)} className="progress-name">
                {c.order}. {c.title}
              </Link>
              <Bar value={c.sectionIds.length ? done.length / c.sectionIds.length : 0} label={label} />
              <span className="progress-count">{label}</span>
              <span className="progress-next">
                {done.length === 0 ? (
                  t.study.progress.notStarted
                ) : next ? (
                  <Link to={paths.chapter(c.slug, next)}>{homeT.home.continueAction}</Link>
                ) : (
                  t.study.progress.chapterDone
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function QuizSection() {
  const attempts = useAppStore((s) => s.quiz.attempts);
  const due = useQuestionsDueCount();
  const mastery = useMemo(() => masteryByTopic(attempts, topicOf), [attempts]);
  const points = useMemo(() => masteryOverTime(attempts, topicOf), [attempts]);
  return (
    <section aria-labelledby="progress-quiz" className="progress-section">
      <h2 id="progress-quiz">{t.study.progress.quizTitle}</h2>
      {attempts.length === 0 ? (
        <p className="progress-muted">
          {t.study.progress.quizEmpty} <Link to={paths.quiz}>{t.nav.quiz}</Link>
        </p>
      ) : (
        <>
          <ul className="progress-list" data-testid="progress-mastery">
            {QUIZ_TOPICS.map((topic) => {
              const m = mastery[topic];
              const label = t.study.progress.mastery(Math.round(m.mastery * 100), m.known, m.total);
              return (
                <li key={topic} className="progress-row">
                  <Link to={paths.quizSession(topic)} className="progress-name">
                    {t.quiz.topics[topic]}
                  </Link>
                  <Bar value={m.mastery} label={label} />
                  <span className="progress-count">{label}</span>
                </li>
              );
            })}
          </ul>
          {points.length > 0 && (
            <figure className="progress-chart">
              <figcaption>{t.quiz.chartTitle}</figcaption>
              <Suspense fallback={<p className="progress-muted">{t.quiz.chartLoading}</p>}>
                <MasteryChart points={points} />
              </Suspense>
            </figure>
          )}
        </>
      )}
      <h3>{t.study.progress.dueTitle}</h3>
      <p data-testid="progress-due">
        {t.study.progress.due(due)}{' '}
        {due > 0 && (
          <Link className="button button-primary" to={paths.quizSession('review')}>
            {t.study.progress.dueAction}
          </Link>
        )}
      </p>
    </section>
  );
}

function LabsSection() {
  const opened = useAppStore((s) => s.labs.opened);
  return (
    <section aria-labelledby="progress-labs" className="progress-section">
      <h2 id="progress-labs">{t.study.progress.labsTitle}</h2>
      <ul className="progress-plain" data-testid="progress-labs">
        {labs.map((lab) => {
          const o = opened[lab.id];
          return (
            <li key={lab.id} data-lab={lab.id}>
              <Link to={paths.lab(lab.id)}>{lab.title}</Link> —{' '}
              <span className="progress-muted">{o ? t.study.progress.labOpened(o.count, dateTime.format(o.lastAt)) : t.study.progress.labNever}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ProgressPage() {
  useDocumentMeta(t.study.progress.title, t.study.progress.lead);
  const hydrated = useHydrated();
  return (
    <div className="progress-page">
      <h1>{t.study.progress.title}</h1>
      <p className="lead">{t.study.progress.lead}</p>
      {hydrated ? (
        <>
          <ChaptersSection />
          <QuizSection />
          <DeckProgressSection />
          <LabsSection />
          <Suspense
            fallback={
              <div className="chapter-loading" role="status">
                <span className="spinner" aria-hidden="true" />
              </div>
            }
          >
            <DataSection />
          </Suspense>
        </>
      ) : (
        <div className="chapter-loading" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
