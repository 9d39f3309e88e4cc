import { t } from '../i18n/home.ts';
import { Island } from '../islands/Island.tsx';
import { LabCards } from '../labs/LabPages.tsx';
import { labs } from '../labs/registry.ts';
import { activeTopics, idsOfTopic, quizIndex } from '../quiz-ui/bank.ts';
import { t as quizT } from '../quiz-ui/strings.ts';
import { chapterSummary } from './chapters.ts';
import { homeStrings as h } from './homeStrings.ts';
import { chapters } from '../site/chapters.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { Link } from '../site/router.tsx';

/** The chapter cards of the home page and the chapter list: static, with each card's progress an island. */
export function ChapterCards() {
  return (
    <ol className="chapter-cards">
      {chapters.map((chapter) => (
        <li key={chapter.slug} className="chapter-card">
          <Link to={paths.chapter(chapter.slug)}>
            <span className="chapter-card-order">{chapter.order}</span>
            <span className="chapter-card-title">{chapter.title}</span>
          </Link>
          <p>{chapterSummary(chapter.slug)}</p>
          <Island name="ChapterCardProgress" props={{ slug: chapter.slug }} />
        </li>
      ))}
    </ol>
  );
}

export function HomePage() {
  useDocumentMeta(null, t.home.lead);
  return (
    <div className="home">
      <section className="hero">
        <h1>{t.home.title}</h1>
        <p className="lead">{t.home.lead}</p>
        <Island name="ContinueCard" />
        <Island name="QuizDueCard" />
      </section>
      <section aria-labelledby="chapters-title">
        <h2 id="chapters-title">{t.home.chaptersTitle}</h2>
        <ChapterCards />
      </section>
      {labs.length > 0 && (
        <section aria-labelledby="labs-title">
          <h2 id="labs-title">{h.labsTitle}</h2>
          <p className="section-lead">{h.labsLead}</p>
          <LabCards />
        </section>
      )}
      <section aria-labelledby="quiz-title">
        <h2 id="quiz-title">{h.quizTitle}</h2>
        <p className="section-lead">{h.quizLead(quizIndex.length)}</p>
        <ul className="home-topics">
          {activeTopics.map((topic) => (
            <li key={topic}>
              <Link to={paths.quizSession(topic)}>
                <span className="home-topic-name">{quizT.quiz.topics[topic]}</span>
                <span className="home-topic-count">{h.topicCount(idsOfTopic(topic).length)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="home-quiz-actions">
          <Link className="button button-primary" to={paths.quizSession('mock')}>
            {h.mock}
          </Link>
          <Link className="button" to={paths.quiz}>
            {h.allQuizzes}
          </Link>
        </p>
      </section>
      <section aria-labelledby="how-title" className="how">
        <h2 id="how-title">{t.home.howTitle}</h2>
        <ul>
          {t.home.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
