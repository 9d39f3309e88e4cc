/** Strings of the interview deck (beside the feature). */
const plural = new Intl.PluralRules('ru');
const ru = (n: number, one: string, few: string, many: string) => {
  const form = plural.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
};
const cards = (n: number) => `${n} ${ru(n, 'карточка', 'карточки', 'карточек')}`;
const days = (n: number) => `${n} ${ru(n, 'день', 'дня', 'дней')}`;

export const deckStrings = {
  title: 'Карточки собеседования',
  lead: 'Вопросы, которые задают вслух, с ответом на 30 секунд. Ответьте про себя или вслух, откройте ответ и честно оцените, насколько вы его вспомнили: карточка вернётся, когда вы начнёте её забывать (FSRS).',
  navLabel: 'Карточки',
  loading: 'Загружаем карточки…',
  start: (n: number) => `Начать: ${cards(n)}`,
  sittingHint: (due: number, fresh: number) =>
    due > 0 ? `На повторение: ${cards(due)}${fresh > 0 ? `, новых: ${fresh}` : ''}.` : `Повторять пока нечего — можно выучить новые: ${cards(fresh)}.`,
  nothingNow: 'Сейчас все карточки выучены и ни одной не пора повторять. Загляните позже.',
  progress: (current: number, total: number) => `Карточка ${current} из ${total}`,
  fromChapter: 'Из главы',
  newCard: 'новая',
  dueCard: 'на повторение',
  reveal: 'Показать ответ',
  revealHint: 'Сначала ответьте сами — вслух или про себя.',
  answer: 'Ответ на 30 секунд',
  inChapter: 'Подробнее в главе',
  gradePrompt: 'Насколько вы вспомнили ответ?',
  grades: { again: 'Снова', hard: 'Трудно', good: 'Хорошо', easy: 'Легко' },
  gradeHints: { again: 'не вспомнил(а)', hard: 'с трудом', good: 'вспомнил(а)', easy: 'сразу и полностью' },
  nextIn: (d: number) => `через ${days(d)}`,
  doneTitle: 'На сегодня всё',
  doneText: (n: number) => `Вы прошли ${cards(n)}. Оценки сохранены, карточки вернутся по расписанию.`,
  again: 'Ещё карточки',
  backToQuiz: 'Ко всем квизам',
  keys: 'Пробел или Enter — показать ответ; 1–4 — оценка.',
  // The progress page.
  progressTitle: 'Карточки собеседования',
  progressSummary: (seen: number, total: number, solid: number) => `Изучено ${seen} из ${total}; прочно — ${solid}.`,
  progressDue: (n: number) => `На повторение сейчас: ${cards(n)}.`,
  progressEmpty: 'Вы ещё не открывали карточки.',
  progressByChapter: 'По главам',
  progressOpen: 'Открыть карточки',
};
