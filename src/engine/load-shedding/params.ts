/**
 * Parameter table of the load-shedding lab: one source for the state shape, defaults, bounds,
 * Russian labels and the share-link keys (`/labs/load-shedding?v=1&rate=1100&policy=shed`).
 */
import { defaultsOf, defineParams, sanitizeState, type Notice, type StateOf } from '../../url/params.ts';

export const POLICIES = ['queue', 'shed', 'bulkhead'] as const;
export type Policy = (typeof POLICIES)[number];

/** Work bound: at most this many requests per run (≈0.1 s of simulation in a browser). */
export const MAX_REQUESTS = 200_000;

export const loadSheddingParams = defineParams(1, [
  // --- нагрузка ---------------------------------------------------------------
  {
    key: 'rate', kind: 'float', default: 1100, min: 1, max: 5000, unit: 'запр/с', group: 'load',
    label: 'Поток к зависимости A',
    hint: 'Средняя частота запросов, которым нужна быстрая зависимость A (пуассоновский поток)',
  },
  {
    key: 'rateB', kind: 'float', default: 0, min: 0, max: 5000, unit: 'запр/с', group: 'load',
    label: 'Поток к зависимости B',
    hint: 'Запросы к второй, медленной зависимости; 0 — у сервиса одна зависимость',
  },
  {
    key: 'horizonS', kind: 'int', default: 60, min: 5, max: 300, unit: 'с', group: 'load',
    label: 'Длительность',
    hint: 'Сколько секунд модельного времени приходят запросы',
  },
  {
    key: 'seed', kind: 'int', default: 1, min: 0, max: 2147483647, unit: '', group: 'load',
    label: 'Seed',
    hint: 'Зерно генератора: одно и то же состояние даёт одни и те же числа',
  },
  // --- сервер -----------------------------------------------------------------
  {
    key: 'workers', kind: 'int', default: 50, min: 2, max: 1000, unit: '', group: 'server',
    label: 'Обработчики (C)',
    hint: 'Сколько запросов сервер обрабатывает одновременно (пул горутин или соединений)',
  },
  {
    key: 'serviceMs', kind: 'float', default: 50, min: 1, max: 10000, unit: 'мс', group: 'server',
    label: 'Время обработки A (S)',
    hint: 'Среднее время, на которое запрос к A занимает обработчик; ёмкость = C / S',
  },
  {
    key: 'serviceBMs', kind: 'float', default: 800, min: 1, max: 60000, unit: 'мс', group: 'server',
    label: 'Время обработки B',
    hint: 'Медленная зависимость держит обработчик дольше',
  },
  {
    key: 'dist', kind: 'enum', values: ['exp', 'fixed'], default: 'exp', unit: '', group: 'server',
    label: 'Разброс времени обработки',
    hint: 'exp — экспоненциальное со средним S; fixed — ровно S',
  },
  // --- клиент -----------------------------------------------------------------
  {
    key: 'deadlineMs', kind: 'int', default: 500, min: 10, max: 60000, unit: 'мс', group: 'client',
    label: 'Дедлайн клиента',
    hint: 'Столько клиент ждёт ответа, потом уходит с таймаутом',
  },
  // --- политика ---------------------------------------------------------------
  {
    key: 'policy', kind: 'enum', values: POLICIES, default: 'queue', unit: '', group: 'policy',
    label: 'Что делать с лишними запросами',
    hint: 'Очередь без лимита — все ждут в общей FIFO; fail-fast — отказ 503, когда очередь полна; bulkhead — свои обработчики и своя очередь у каждой зависимости',
  },
  {
    key: 'queueMax', kind: 'int', default: 100, min: 0, max: 100000, unit: 'запр.', group: 'policy',
    label: 'Лимит очереди',
    hint: 'Для shed и bulkhead: сколько запросов может ждать свободного обработчика; 0 — без очереди',
  },
  {
    key: 'slotsB', kind: 'int', default: 10, min: 1, max: 999, unit: '', group: 'policy',
    label: 'Слотов для B',
    hint: 'Для bulkhead: столько обработчиков может занять зависимость B, остальные закреплены за A',
  },
  {
    key: 'ctxCheck', kind: 'bool', default: false, unit: '', group: 'policy',
    label: 'Проверять ctx.Err() перед работой',
    hint: 'Сервер выбрасывает из очереди запрос, клиент которого уже ушёл, не тратя на него обработчик',
  },
] as const);

export type LoadSheddingState = StateOf<typeof loadSheddingParams>;
export type ParamKey = keyof LoadSheddingState;

/** Control groups in display order, with Russian titles. */
export const PARAM_GROUPS: Record<string, string> = {
  policy: 'Стратегия',
  load: 'Нагрузка',
  server: 'Сервер',
  client: 'Клиент',
};

export const defaultState: LoadSheddingState = defaultsOf(loadSheddingParams);

/**
 * Cross-parameter rules the table cannot express: B's slots leave at least one worker to A, and
 * the run stays within the work bound (the duration is shortened). Every change is a notice.
 */
export function normalizeState(input: Partial<Record<string, unknown>>): { state: LoadSheddingState; notices: Notice[] } {
  const { state: s, notices } = sanitizeState(loadSheddingParams, input);
  const set = <K extends ParamKey>(key: K, to: LoadSheddingState[K]) => {
    if (s[key] === to) return;
    notices.push({ key, kind: 'clamped', from: String(s[key]), to });
    s[key] = to;
  };
  if (s.policy === 'bulkhead' && s.slotsB > s.workers - 1) set('slotsB', s.workers - 1);
  const maxHorizon = Math.floor(MAX_REQUESTS / (s.rate + s.rateB));
  if (s.horizonS > maxHorizon) set('horizonS', Math.max(5, maxHorizon));
  return { state: s, notices };
}

/** Requests per second the server can serve: workers ÷ mean service time, for the A/B mix. */
export function capacityRps(s: LoadSheddingState): number {
  const total = s.rate + s.rateB;
  const meanMs = total > 0 ? (s.rate * s.serviceMs + s.rateB * s.serviceBMs) / total : s.serviceMs;
  return (s.workers * 1000) / meanMs;
}

/** Offered load ÷ capacity (1.1 = 110 %). */
export function loadFactor(s: LoadSheddingState): number {
  return (s.rate * s.serviceMs + s.rateB * s.serviceBMs) / 1000 / s.workers;
}
