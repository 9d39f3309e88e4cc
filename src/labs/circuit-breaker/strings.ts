/** The circuit-breaker lab's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';
import { labs } from '../strings.ts';

export const circuitBreaker = {
  title: 'Circuit breaker',
  summary:
    'Зависимость падает, флаппит или получает 4xx от бота. Настройте пороги breaker и то, что он считает отказом, и посмотрите, сколько вызовов он срезал, сколько стоял open и как быстро закрылся после восстановления.',
  lead: 'Поток пользователей вызывает одну зависимость через один breaker. Зависимость живёт по выбранному профилю: сбой и восстановление, флаппинг или бот с невалидными запросами. На ленте — состояние breaker и исходы вызовов по секундам; рядом — тот же сценарий без breaker. Расчёт детерминирован: ссылка воспроизводит те же цифры.',
  timelineTitle: 'Лента: зависимость, breaker и вызовы',
  timelineNote: 'вызовов за интервал по времени отправки',
  bandDependency: 'Зависимость',
  bandBreaker: 'Breaker',
  legendDown: 'лежит',
  legendBot: 'бот шлёт 4xx',
  legendClosed: 'closed',
  legendOpen: 'open',
  legendHalfOpen: 'half-open',
  series: { ok: 'Успех', failed: '5xx, 429, таймаут', other: '4xx и отмены', rejected: 'Отклонены breaker' },
  summaryTitle: 'Итоги',
  reached: 'Дошло до зависимости',
  shortCircuited: 'Отклонено breaker',
  depFailures: 'Отказов зависимости',
  counted: 'Breaker учёл как отказ',
  open: 'В open',
  halfOpen: 'В half-open',
  trips: 'Размыканий',
  closeDelay: 'Закрылся после восстановления через',
  closedAlready: 'был closed',
  notClosed: 'не закрылся до конца',
  notRecovered: 'зависимость не поднялась',
  noOutage: 'сбоя не было',
  loadWhileDown: 'Нагрузка на лежащую зависимость',
  waited: 'Ожидание на отказах',
  userOk: 'Успешных ответов пользователям',
  withoutBreaker: (v: string) => `без breaker: ${v}`,
  perSecond: 'выз/с',
  seconds: 'с',
  moreControls: 'Параметры сценария',
  openInLab: 'Открыть в лаборатории',
  chartSummary: (parts: string) => `Что на ленте: ${parts}`,
} as const;

export const t = { ...shared, labs, circuitBreaker };
