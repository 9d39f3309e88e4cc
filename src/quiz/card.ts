/** A review card as saved: ts-fsrs's Card with dates as epoch milliseconds (no scheduler code here). */
import * as z from 'zod/mini';

export const storedCardSchema = z.object({
  due: z.int().check(z.nonnegative()),
  stability: z.number().check(z.nonnegative()),
  difficulty: z.number().check(z.nonnegative()),
  elapsed_days: z.number().check(z.nonnegative()),
  scheduled_days: z.number().check(z.nonnegative()),
  learning_steps: z.int().check(z.nonnegative()),
  reps: z.int().check(z.nonnegative()),
  lapses: z.int().check(z.nonnegative()),
  state: z.int().check(z.gte(0), z.lte(3)),
  last_review: z.nullable(z.int().check(z.nonnegative())),
});
export type StoredCard = z.infer<typeof storedCardSchema>;
