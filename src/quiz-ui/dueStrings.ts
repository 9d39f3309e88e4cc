/** The strings of the «на повторение» card (on the home page too), in Russian. */
import { t as shared } from '../i18n/index.ts';

export const quizDue = {
  dueToday: (n: number) => `На повторение сегодня: ${n}`,
  dueHint: 'Интервальное повторение (FSRS): вопросы возвращаются, когда вы начинаете их забывать.',
  dueNone: 'Вопросы для повторения появятся после первых ответов.',
  dueLater: 'Сейчас повторять нечего — загляните позже.',
  startReview: 'Повторить',
  homeDueLink: 'Открыть квизы',
  /** Beside the count when both quiz questions and interview cards are due. */
  dueBreakdown: (questions: number, cards: number) => `вопросов: ${questions}, карточек: ${cards}`,
  startCards: 'Повторить карточки',
} as const;

export const t = { ...shared, quiz: quizDue };
