/**
 * The quiz's topics and session kinds as plain constants, without the schemas that validate them
 * (schema.ts, sessionSchema.ts use zod): the store's types need the lists on every page, the
 * validator only where a saved state is loaded.
 */
export const QUIZ_TOPICS = ['errors', 'panic', 'reliability', 'overload'] as const;
export type QuizTopic = (typeof QUIZ_TOPICS)[number];

export const SESSION_MODES = ['topic', 'mixed', 'review', 'mistakes', 'mock'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
