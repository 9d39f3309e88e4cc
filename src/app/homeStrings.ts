/** The home page's sections on labs and quizzes, in Russian. */
import { ruPlural } from '../i18n/plural.ts';

export const homeStrings = {
  labsTitle: 'Лаборатории',
  labsLead: 'Симуляции, в которых видно то, что в тексте сказано словами: шторм ретраев, jitter, бюджеты, брейкер, перегрузка. Любое состояние — ссылка, которая покажет тот же график.',
  quizTitle: 'Квизы «что выведет этот код?»',
  quizLead: (questions: number) =>
    `${questions} ${ruPlural(questions, 'программа', 'программы', 'программ')} на Go: ответ каждой получен запуском настоящего Go 1.27, а не написан от руки. Ответили — и сразу разбор; ошибки возвращаются на повторение.`,
  topicCount: (n: number) => `${n} ${ruPlural(n, 'вопрос', 'вопроса', 'вопросов')}`,
  mock: 'Пробное собеседование',
  allQuizzes: 'Все квизы и повторение',
};
