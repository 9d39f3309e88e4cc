/** What a salvage left out, in words: «2 ответа, 1 карточка повторения». */
import { t } from './strings.ts';
import type { DropReport } from '../../store/records.ts';

export function describeDrops(d: DropReport): string {
  const w = t.study.storage.dropped;
  const parts = [
    d.answers > 0 && w.answers(d.answers),
    d.cards > 0 && w.cards(d.cards),
    d.sections > 0 && w.sections(d.sections),
    d.sessions > 0 && w.sessions(d.sessions),
    d.labs > 0 && w.labs(d.labs),
    d.lastVisited > 0 && w.lastVisited,
  ].filter((p): p is string => typeof p === 'string');
  return parts.join(', ');
}
