/** The four self-grades of FSRS, as the learner picks them after seeing an answer (no scheduler code here). */
export const GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type Grade = (typeof GRADES)[number];

export const isGrade = (v: unknown): v is Grade => typeof v === 'string' && (GRADES as readonly string[]).includes(v);

/** A grade counts as recalled unless it is «Снова». */
export const recalled = (grade: Grade) => grade !== 'again';
