import { t } from './strings.ts';
import { QUIZ_TOPICS, type QuizTopic } from '../quiz/schema.ts';
import type { TopicScore } from '../quiz/session.ts';

/** The summary's table «По темам»: one row a topic that had questions, with a bar and «N из M верно». */
export function TopicScores({ byTopic, testId }: { byTopic: Partial<Record<QuizTopic, TopicScore>>; testId?: string }) {
  return (
    <table className="summary-topics" data-testid={testId}>
      <caption>{t.quiz.byTopic}</caption>
      <thead>
        <tr>
          <th scope="col">{t.quiz.topicColumn}</th>
          <th scope="col">{t.quiz.resultColumn}</th>
        </tr>
      </thead>
      <tbody>
        {QUIZ_TOPICS.filter((topic) => byTopic[topic]).map((topic) => {
          const score = byTopic[topic]!;
          return (
            <tr key={topic}>
              <th scope="row">{t.quiz.topics[topic]}</th>
              <td>
                <span className="summary-bar" aria-hidden="true">
                  <span style={{ width: `${(score.correct / score.total) * 100}%` }} />
                </span>
                {t.quiz.score(score.correct, score.total)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
