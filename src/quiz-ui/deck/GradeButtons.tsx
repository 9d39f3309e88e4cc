import type { Grade } from '../../quiz/grades.ts';
import { GRADES } from '../../quiz/grades.ts';
import { Kbd } from '../Shortcuts.tsx';
import { deckStrings as s } from './strings.ts';

/** The four FSRS self-grades as buttons; `nextDays` (when known) says when the card would come back. */
export function GradeButtons({ onGrade, nextDays, disabled = false, labelId, keys = false }: { onGrade: (g: Grade) => void; nextDays?: Partial<Record<Grade, number>>; disabled?: boolean; labelId: string; keys?: boolean }) {
  return (
    <div className="grade-buttons" role="group" aria-labelledby={labelId}>
      {GRADES.map((g, i) => (
        <button key={g} type="button" className={`button grade-button grade-${g}`} disabled={disabled} onClick={() => onGrade(g)} data-grade={g}>
          <span className="grade-name">
            {s.grades[g]}
            {keys && <Kbd>{String(i + 1)}</Kbd>}
          </span>
          <span className="grade-hint">{nextDays?.[g] !== undefined ? s.nextIn(nextDays[g]!) : s.gradeHints[g]}</span>
        </button>
      ))}
    </div>
  );
}
