/**
 * Every lab: its id (the route /labs/<id>, so it is API), title and summary, and the chapter
 * section it belongs to. Pure data, shared by the app, the content checks and the pre-renderer.
 */
export const LAB_IDS = [
  'retry-storm',
  'error-chain',
  'panic-stepper',
  'circuit-breaker',
  'retry-amplification',
  'request-budget',
  'load-shedding',
  'idempotency',
  'overload',
] as const;
export type LabId = (typeof LAB_IDS)[number];

export interface LabInfo {
  id: LabId;
  title: string;
  summary: string;
  /** `slug#section` of the chapter that teaches what the lab shows. */
  chapter: string;
}

export function isLabId(id: string): id is LabId {
  return (LAB_IDS as readonly string[]).includes(id);
}

/**
 * What each preset of the overload lab shows, in one line with its figures, and the section of the
 * chapter «Перегрузка и метастабильные отказы» (slug `overload`) it belongs to. Chapters embed
 * them as `<LabEmbed id="overload" preset="…" />`. catalog.test.ts checks every figure against the
 * engine, so a claim here is what the lab shows.
 */
export const OVERLOAD_PRESET_CLAIMS: readonly { preset: string; section: string; claim: string }[] = [
  { preset: 'metastable', section: 'metastability', claim: 'Замедление вдвое на 5 с при нагрузке 80\u00a0% и трёх попытках: после триггера успешны 0,2\u00a0% операций, 84\u00a0% работы сервера впустую, на сервер 2400 запросов в секунду при ёмкости 1000.' },
  { preset: 'recover-shed', section: 'recovery', claim: 'Сброс нагрузки (очередь ≤ 100) на 30-й секунде: здорова сразу, успешны 100\u00a0% операций последних 10 секунд.' },
  { preset: 'recover-drop-expired', section: 'recovery', claim: 'Сброс просроченного на 30-й секунде: здорова сразу, успешны 100\u00a0% операций последних 10 секунд.' },
  { preset: 'recover-budget', section: 'recovery', claim: 'Бюджет ретраев на 30-й секунде: поток падает до 800 в секунду, здорова через 6 с.' },
  { preset: 'recover-lower-rate', section: 'recovery', claim: 'Поток до 25\u00a0% на 10 с: здорова через 2 с и остаётся здоровой; снижение вдвое не помогает.' },
  { preset: 'serve-in-vain', section: 'deadline-drop', claim: 'Нагрузка 120\u00a0%, FIFO без лимита: успешны 7,8\u00a0% операций, 92\u00a0% работы впустую.' },
  { preset: 'drop-expired', section: 'deadline-drop', claim: 'То же, сервер сбрасывает просроченное: успешны 66\u00a0%, но медиана ответа 990 мс из дедлайна 1000.' },
  { preset: 'queue-lifo', section: 'queue-discipline', claim: 'LIFO под той же перегрузкой: успешны 84\u00a0%, медиана 10 мс, старые запросы ждут до 72 с.' },
  { preset: 'queue-codel', section: 'queue-discipline', claim: 'CoDel (target 10 мс, interval 100 мс): успешны 83\u00a0%, p99 68 мс, работы впустую нет.' },
  { preset: 'queue-adaptive-lifo', section: 'queue-discipline', claim: 'Adaptive LIFO + CoDel: успешны 82,5\u00a0%, медиана 15 мс.' },
  { preset: 'spike-fifo', section: 'adaptive-concurrency', claim: 'Всплеск 1,5× на 30 с без защиты: очередь 5700, ожидание до 5,8 с, за минуту успешны 24\u00a0%, в конце — ни одна.' },
  { preset: 'limit-aimd', section: 'adaptive-concurrency', claim: 'Тот же всплеск с AIMD: очередь ≤ 130, p99 127 мс, успешны 91\u00a0%.' },
  { preset: 'limit-gradient', section: 'adaptive-concurrency', claim: 'Тот же всплеск с Gradient2: очередь ≤ 25, p99 56 мс, успешны 90\u00a0%.' },
  { preset: 'throttle', section: 'client-throttling', claim: 'Спрос 3000 оп/с с тремя попытками против 1000: без троттлинга сервер получает 7900 запросов в секунду, с троттлингом SRE (K = 2) — 2050 на 1000 успешных.' },
  { preset: 'hedge-low-load', section: 'hedging', claim: 'Нагрузка 30\u00a0%, 2\u00a0% медленных запросов: копия через 20 мс снижает p99 со 100 до 30 мс ценой 2\u00a0% запросов.' },
  { preset: 'hedge-high-load', section: 'hedging', claim: 'Нагрузка 90\u00a0%: то же хеджирование поднимает p99 со 103 до 215 мс.' },
  { preset: 'hedge-no-budget', section: 'hedging', claim: 'Нагрузка 90\u00a0% без бюджета копий: нагрузка удваивается, успешны 2,4\u00a0% операций.' },
  { preset: 'budget-per-client', section: 'per-client-protection', claim: '200 клиентов, сбой 5 с: общий бюджет пропускает 49 ретраев, бюджет на клиента — 8868.' },
  { preset: 'breaker-per-client', section: 'per-client-protection', claim: '1000 клиентов по 0,8 оп/с: брейкер на клиента не срабатывает ни разу (успешны 17\u00a0%), общий — здорова через 2 с.' },
  { preset: 'budget-below-threshold', section: 'retry-budget', claim: '8\u00a0% ошибок при пороге r/(1+r) = 9,1\u00a0%: ретраятся все неудачи, 1,086 запроса на операцию.' },
  { preset: 'budget-above-threshold', section: 'retry-budget', claim: '12\u00a0% ошибок: ретраи гаснут, 1,005 запроса на операцию (без бюджета 1,138).' },
];
