/**
 * Presets of the retry-storm lab. Ids are API: they appear in links and in
 * the CLI (`npm run sim -- --preset <id>`).
 *
 * Two scenarios carry all outage presets:
 *
 * 1. "Herd" (the four jitter presets, identical except for `strategy`):
 *    2000 clients start together (a fleet restart) while the dependency is
 *    down for the first 3 s (fast 503s). Capacity 1000 req/s, 50 workers
 *    (50 ms per request), 1 s per-attempt timeout, 10 attempts, base 100 ms,
 *    cap 10 s. Without jitter every client retries at the same instants
 *    (0.1, 0.3, 0.7, 1.5, 3.1 s…), so the first retry after the outage is a
 *    wall of 2000 requests against 1000 req/s: half of them time out, and the
 *    wave repeats. With jitter the same retries are spread out.
 *    Seed 1: the jitter draws only shift individual retries; the contrast
 *    (peak 20× capacity without jitter vs ≈ 1–2× with it, and drain ≈ 4 s
 *    vs 0) held for every seed we tried (1–20), so the first seed is used.
 *
 * 2. "Overload" (metastable, retry-budget, breaker): an open stream of
 *    800 ops/s against 1000 req/s (80 % load, healthy), a 5 s outage at
 *    t = 10 s during which calls hang until the 1 s timeout, up to 5 attempts
 *    with full jitter. During the outage each operation makes all its
 *    attempts, so when the dependency is back the offered load is ≈ 4× its
 *    capacity; the queue delay passes the timeout, every answer arrives after
 *    its client left (wasted work), and the retries keep the queue full
 *    forever: a metastable failure. A retry budget (gRPC retryThrottling)
 *    stops retries while most attempts fail; a breaker stops sending during
 *    the outage; both let the dependency recover.
 *    Seed 1: the outcome does not depend on the seed (the sustaining effect
 *    is deterministic once the queue delay exceeds the timeout; checked for
 *    seeds 1–20).
 */
import type { RetryStormState, Strategy } from './params';
import { defaultState } from './params';

export const PRESET_IDS = [
  'no-jitter',
  'full-jitter',
  'equal-jitter',
  'decorrelated-jitter',
  'retry-budget',
  'metastable',
  'breaker',
  'aws-contention',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  /** Russian title. */
  title: string;
  /** Russian paragraph: what to look at. */
  description: string;
  state: RetryStormState;
}

const herd: RetryStormState = {
  ...defaultState,
  scenario: 'outage',
  seed: 1,
  horizonS: 15,
  clients: 2000,
  arrival: 'burst',
  capacity: 1000,
  concurrency: 50,
  queueMax: 100000,
  outageStartS: 0,
  outageS: 3,
  outageMode: 'fail-fast',
  retryAfterMs: 0,
  maxAttempts: 10,
  baseMs: 100,
  capMs: 10000,
  timeoutMs: 1000,
  deadlineMs: 0,
  budget: false,
  breaker: 'off',
};

const herdWith = (strategy: Strategy): RetryStormState => ({ ...herd, strategy });

const overload: RetryStormState = {
  ...defaultState,
  scenario: 'outage',
  seed: 1,
  horizonS: 60,
  clients: 100000,
  arrival: 'rate',
  rate: 800,
  capacity: 1000,
  concurrency: 50,
  queueMax: 100000,
  outageStartS: 10,
  outageS: 5,
  outageMode: 'hang',
  retryAfterMs: 0,
  strategy: 'full-jitter',
  maxAttempts: 5,
  baseMs: 100,
  capMs: 10000,
  timeoutMs: 1000,
  deadlineMs: 0,
  budget: false,
  budgetTokens: 100,
  budgetRatio: 0.1,
  breaker: 'off',
};

export const presets: readonly Preset[] = [
  {
    id: 'no-jitter',
    title: 'Без jitter — волны',
    description:
      '2000 клиентов стартуют одновременно, а зависимость первые 3 секунды отвечает 503. Экспоненциальный backoff без случайности ' +
      'не рассинхронизирует клиентов: все ретраи приходят в одни и те же моменты. Посмотрите на столбики ретраев — это острые ' +
      'пики. Первая волна после конца сбоя — 2000 запросов разом, вдвое больше, чем зависимость обслуживает за секунду: ' +
      'половина из них ждёт в очереди дольше таймаута, сервер всё равно их обрабатывает (1000 ответов впустую), и через ' +
      'несколько секунд волна повторяется. Пик нагрузки — 20× ёмкости (2000 запросов в окне 100 мс, где зависимость успевает ' +
      'ответить на 100), восстановление — 4,3 с. Сравните с пресетом full-jitter.',
    state: herdWith('exponential'),
  },
  {
    id: 'full-jitter',
    title: 'Full jitter',
    description:
      'Тот же сценарий, но задержка — случайное число от 0 до min(cap, base·2^attempt). Ретраи размазаны по времени: пик ' +
      'нагрузки после сбоя — 1,03× ёмкости, очередь не растёт, и система здорова сразу после конца сбоя. Цена — средняя пауза ' +
      'вдвое короче, поэтому попыток во время сбоя больше (7,5 вызова на операцию против 6,5 без jitter), а самые невезучие ' +
      'операции ждут дольше (p99 — 11 с против 8,3 с).',
    state: herdWith('full-jitter'),
  },
  {
    id: 'equal-jitter',
    title: 'Equal jitter',
    description:
      'Половина задержки фиксирована, половина случайна: expo/2 + random(0, expo/2). Клиенты не возвращаются раньше expo/2, ' +
      'поэтому ретраи всё ещё идут «пачками», но пачки размыты: пик — 1,5× ёмкости против 20× без jitter и 1,03× с full jitter. ' +
      'Зато разброс времени операций самый узкий: p99 — 5,9 с.',
    state: herdWith('equal-jitter'),
  },
  {
    id: 'decorrelated-jitter',
    title: 'Decorrelated jitter',
    description:
      'Следующая пауза — случайное число от base до утроенной предыдущей (не больше cap). Паузы растут в среднем медленнее, ' +
      'чем у экспоненты, и могут снова упасть почти до base, поэтому за 10 попыток 183 операции из 2000 не успевают ' +
      'переждать трёхсекундный сбой и сдаются. Волн нет, но нагрузка после сбоя неровнее, чем у full jitter: пик — 1,8× ёмкости.',
    state: herdWith('decorrelated-jitter'),
  },
  {
    id: 'retry-budget',
    title: 'Бюджет ретраев гасит шторм',
    description:
      'Тот же сбой, что в пресете metastable, но клиенты тратят ретраи из общего ведра токенов, как retryThrottling в gRPC: ' +
      'каждая неудача забирает токен, успех возвращает 0,1 токена, ретраи разрешены, только пока токенов больше половины. ' +
      'Во время сбоя ведро быстро пустеет и ретраи прекращаются (за прогон — 49 ретраев на 48\u00a0000 операций), нагрузка ' +
      'остаётся на уровне первых попыток, и после сбоя зависимость сразу работает. 4066 операций, начатых во время сбоя, ' +
      'завершились ошибкой без ретрая — это честная цена.',
    state: { ...overload, budget: true },
  },
  {
    id: 'metastable',
    title: 'Система не поднимается после конца сбоя',
    description:
      'Поток 800 операций в секунду при ёмкости 1000 — в норме запас 20 %. Триггер: с 10-й по 15-ю секунду зависимость ' +
      'зависает, и каждая операция делает все 5 попыток. Когда зависимость возвращается, на неё приходит в несколько раз больше ' +
      'запросов, чем она может обслужить. Поддерживающий эффект: очередь растёт, ответы приходят позже таймаута, клиенты уходят ' +
      'и ретраят, а сервер тратит ёмкость на запросы, которых уже никто не ждёт, — из 59\u00a0348 обслуженных запросов 50\u00a0003 впустую. ' +
      'Сбой давно закончился, но система не поднимается до конца горизонта. Выход — снять лишнюю нагрузку: бюджет ретраев ' +
      '(пресет retry-budget) или брейкер (пресет breaker). Jitter здесь не помогает — он размазывает нагрузку, но не уменьшает её.',
    state: overload,
  },
  {
    id: 'breaker',
    title: 'Брейкер даёт зависимости подняться',
    description:
      'Тот же сбой, что в metastable, но у клиентов общий circuit breaker: когда в окне в 1 с неудачна хотя бы половина попыток ' +
      '(и попыток не меньше 20), цепь размыкается, и запросы отклоняются на клиенте, не доходя до зависимости. Через 2 с брейкер пропускает ' +
      'несколько пробных запросов; пока сбой идёт, они неудачны, и цепь снова размыкается, а после сбоя пробы проходят и ' +
      'цепь замыкается. Зависимость не успевает утонуть в ретраях: брейкер отклонил 4933 вызова, система здорова через 1,1 с после сбоя.',
    state: {
      ...overload,
      breaker: 'ratio',
      brkRatio: 0.5,
      brkWindowMs: 1000,
      brkMinRequests: 20,
      brkOpenMs: 2000,
      brkProbes: 5,
      brkSuccesses: 5,
    },
  },
  {
    id: 'aws-contention',
    title: 'Конкурентная запись: модель из статьи AWS',
    description:
      'Модель симулятора из статьи «Exponential Backoff And Jitter»: клиенты обновляют одну строку с оптимистичной ' +
      'блокировкой — читают версию и пишут с условием; из всех записей с одной версией проходит первая, остальные получают ' +
      'конфликт и уходят в backoff. Прогон по 10…190 клиентам, по 100 запусков на точку, base 5 мс, cap 2 с. Без backoff ' +
      'записей при 190 клиентах — 8002; экспонента без jitter экономит треть (5186) и заканчивает позже всех (102 с). ' +
      'Full и equal делают почти одинаковую работу (1772 и 1760), но equal медленнее всех jitter-стратегий при любом числе ' +
      'клиентов (9,4 с против 7,4 с у full). Decorrelated начиная с 20–30 клиентов делает больше записей (2428 при 190); ' +
      'full делает меньше работы, но заканчивает чуть позже decorrelated, пока клиентов не больше 120 (при 120 — 5,6 с ' +
      'против 5,5 с), а с 130 клиентов быстрее уже full. Граница сдвигается с моделью: в программе главы о ретраях она около 130.',
    state: {
      ...defaultState,
      scenario: 'contention',
      seed: 1,
      clients: 100,
      strategy: 'full-jitter',
      baseMs: 5,
      capMs: 2000,
      netMeanMs: 10,
      netSdMs: 2,
      runs: 100,
    },
  },
];

export function presetById(id: string): Preset | undefined {
  return presets.find((p) => p.id === id);
}
