/** Strings of the mock interview (beside the feature). */
const plural = new Intl.PluralRules('ru');
const ru = (n: number, one: string, few: string, many: string) => {
  const form = plural.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
};

export const mockStrings = {
  lead: 'Как на собеседовании: задачи «что выведет» вперемешку с вопросами, на которые отвечают вслух, и таймер. Ни правильных ответов, ни разборов до конца — только в итогах: разбор по темам и список того, что стоит повторить. Закончить можно в любой момент, данные ответы сохранятся.',
  mix: (questions: number, cards: number) =>
    `${questions} ${ru(questions, 'задача', 'задачи', 'задач')} «что выведет» и ${cards} ${ru(cards, 'вопрос', 'вопроса', 'вопросов')} вслух`,
  count: 'Сколько вопросов',
  spokenLabel: 'Вопрос вслух',
  spokenHint: 'Ответьте вслух, как интервьюеру, — примерно за 30 секунд. Можно записать тезисы: в итогах вы сравните их с ответом.',
  notesLabel: 'Тезисы ответа (необязательно)',
  spokenDone: 'Ответил(а), дальше',
  endNow: 'Закончить собеседование',
  endConfirm: (left: number) =>
    `Закончить сейчас? ${left} ${ru(left, 'вопрос останется', 'вопроса останутся', 'вопросов останутся')} без ответа; данные ответы сохранятся.`,
  endYes: 'Да, закончить',
  endNo: 'Продолжить',
  summaryTitle: 'Итоги собеседования',
  gradeTitle: 'Оцените ответы вслух',
  gradeLead: 'Сравните свой ответ с эталонным и оцените честно: оценка войдёт в итог и в расписание карточек.',
  yourNotes: 'Ваши тезисы',
  modelAnswer: 'Ответ на 30 секунд',
  ungraded: (n: number) => `Ещё не оценено: ${n}`,
  graded: 'Оценено',
  reviewTitle: 'Что повторить',
  reviewNone: 'Ошибок нет — отличный результат.',
  kindQuestion: 'задача',
  kindCard: 'вопрос вслух',
  wrong: 'неверно',
  again: 'не вспомнил(а)',
  unanswered: 'без ответа',
  yourAnswer: 'ваш ответ',
  rightAnswer: 'верный ответ',
  allTitle: 'Все ответы',
};
