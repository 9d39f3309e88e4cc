/** A review card as saved: ts-fsrs's Card with dates as epoch milliseconds (no scheduler code here). */
import { z } from 'zod';

export const storedCardSchema = z.object({
  due: z.number().int().nonnegative(),
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  elapsed_days: z.number().nonnegative(),
  scheduled_days: z.number().nonnegative(),
  learning_steps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.number().int().min(0).max(3),
  last_review: z.number().int().nonnegative().nullable(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;
