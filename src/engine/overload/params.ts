/**
 * Parameter table of the overload lab: one source for the state shape, defaults, bounds, Russian
 * labels and share-link keys (`/labs/overload?v=1&rate=900&queue=codel`).
 *
 * The model: an open stream of operations from `clients` client instances calls one server
 * (`workers` workers, one queue). The server can be slowed down or the arrivals spiked for a
 * while (the trigger); the clients retry, hedge, and may protect the server with a retry budget, a
 * breaker or adaptive throttling; the server may bound its queue, drop work whose deadline has
 * passed, order its queue differently, and limit its concurrency adaptively. At `actionAtS` an
 * operator can take one recovery action.
 */
import { defaultsOf, defineParams, sanitizeState, type Notice, type StateOf } from '../../url/params.ts';

export const QUEUE_DISCIPLINES = ['fifo', 'lifo', 'codel', 'adaptive-lifo'] as const;
export type QueueDiscipline = (typeof QUEUE_DISCIPLINES)[number];
export const LIMITERS = ['none', 'fixed', 'aimd', 'gradient'] as const;
export type LimiterKind = (typeof LIMITERS)[number];
export const TRIGGERS = ['none', 'slowdown', 'spike'] as const;
export const ACTIONS = ['none', 'shed', 'drop-expired', 'budget', 'lower-rate'] as const;
export type RecoveryAction = (typeof ACTIONS)[number];
export const SCOPES = ['shared', 'per-client'] as const;

/** Work bound: expected operations per run. */
export const MAX_EXPECTED_OPS = 150_000;
/** Work bound: expected operations × attempts per operation. */
export const MAX_EXPECTED_ATTEMPTS = 600_000;
/** Hard cap on the operations a run generates (far above the expected bound). */
export const MAX_OPS = 200_000;

export const overloadParams = defineParams(1, [
  // --- scenario -------------------------------------------------------------
  {
    key: 'seed', kind: 'int', default: 1, min: 0, max: 2147483647, unit: '', group: 'scenario',
    label: 'Seed', hint: 'Зерно генератора: одно и то же состояние даёт одни и те же числа',
  },
  {
    key: 'horizonS', kind: 'int', default: 60, min: 5, max: 300, unit: 'с', group: 'scenario',
    label: 'Длительность', hint: 'Сколько секунд модельного времени приходят операции',
  },
  // --- load -----------------------------------------------------------------
  {
    key: 'rate', kind: 'float', default: 800, min: 1, max: 5000, unit: 'оп/с', group: 'load',
    label: 'Поток операций', hint: 'Средняя частота новых операций (пуассоновский поток)',
  },
  {
    key: 'clients', kind: 'int', default: 20, min: 1, max: 1000, unit: '', group: 'load',
    label: 'Клиентов', hint: 'Экземпляров клиента; операции делятся между ними по кругу. Важно для бюджета, брейкера и троттлинга «на клиента»',
  },
  // --- server ---------------------------------------------------------------
  {
    key: 'workers', kind: 'int', default: 10, min: 1, max: 500, unit: '', group: 'server',
    label: 'Обработчики', hint: 'Сколько запросов сервер обрабатывает одновременно',
  },
  {
    key: 'serviceMs', kind: 'float', default: 10, min: 0.1, max: 10000, unit: 'мс', group: 'server',
    label: 'Время обработки', hint: 'Среднее время обработки одного запроса (у bimodal — быстрых)',
  },
  {
    key: 'serviceDist', kind: 'enum', values: ['exp', 'fixed', 'bimodal'], default: 'exp', unit: '', group: 'server',
    label: 'Распределение обработки', hint: 'exp — экспоненциальное (M/M/c), fixed — постоянное (M/D/c), bimodal — часть запросов медленнее в разы',
  },
  {
    key: 'slowShare', kind: 'float', default: 0.02, min: 0, max: 0.5, unit: '', group: 'server',
    label: 'Доля медленных', hint: 'Для bimodal: столько запросов обрабатываются медленно',
  },
  {
    key: 'slowFactor', kind: 'float', default: 10, min: 1, max: 100, unit: '×', group: 'server',
    label: 'Во сколько раз медленнее', hint: 'Для bimodal: медленный запрос в столько раз дольше быстрого',
  },
  {
    key: 'queue', kind: 'enum', values: QUEUE_DISCIPLINES, default: 'fifo', unit: '', group: 'server',
    label: 'Порядок очереди', hint: 'FIFO, LIFO, CoDel (FIFO со сбросом стоячей очереди) или adaptive LIFO (LIFO, пока очередь стоит, плюс CoDel)',
  },
  {
    key: 'queueMax', kind: 'int', default: 100000, min: 1, max: 1000000, unit: '', group: 'server',
    label: 'Длина очереди', hint: 'Сверх этого сервер сразу отвечает 503',
  },
  {
    key: 'codelTargetMs', kind: 'float', default: 5, min: 0.1, max: 10000, unit: 'мс', group: 'server',
    label: 'CoDel: target', hint: 'Сколько запрос может ждать в очереди, если она не пустела весь interval (стоячая очередь)',
  },
  {
    key: 'codelIntervalMs', kind: 'float', default: 100, min: 1, max: 60000, unit: 'мс', group: 'server',
    label: 'CoDel: interval', hint: 'Очередь, опустевшая за последний interval, — не стоячая: тогда запрос ждёт до interval',
  },
  {
    key: 'dropExpired', kind: 'bool', default: false, unit: '', group: 'server',
    label: 'Сбрасывать просроченное', hint: 'Сервер знает дедлайн клиента и не берёт в работу запрос, который клиент уже не ждёт',
  },
  {
    key: 'errorRate', kind: 'float', default: 0, min: 0, max: 1, unit: '', group: 'server',
    label: 'Доля ошибок', hint: 'Столько запросов сервер сразу отклоняет ошибкой (помимо перегрузки)',
  },
  {
    key: 'errorClients', kind: 'float', default: 1, min: 0, max: 1, unit: '', group: 'server',
    label: 'Доля клиентов с ошибками', hint: 'Ошибки получают запросы только этой доли клиентов (их шард лежит); 1 — все клиенты',
  },
  {
    key: 'limiter', kind: 'enum', values: LIMITERS, default: 'none', unit: '', group: 'limiter',
    label: 'Лимит конкурентности', hint: 'Запросы сверх лимита (в работе + в очереди) сервер сразу отклоняет; aimd и gradient подбирают лимит сами',
  },
  {
    key: 'limit', kind: 'int', default: 20, min: 1, max: 10000, unit: '', group: 'limiter',
    label: 'Лимит (начальный)', hint: 'Для fixed — лимит; для aimd и gradient — начальное и минимальное значение',
  },
  {
    key: 'limitMax', kind: 'int', default: 200, min: 1, max: 10000, unit: '', group: 'limiter',
    label: 'Лимит: максимум', hint: 'Выше этого адаптивный лимит не поднимается',
  },
  {
    key: 'aimdTimeoutMs', kind: 'float', default: 100, min: 1, max: 60000, unit: 'мс', group: 'limiter',
    label: 'AIMD: порог задержки', hint: 'Ответ дольше этого (или отказ) — сигнал перегрузки: лимит × backoff',
  },
  {
    key: 'aimdBackoff', kind: 'float', default: 0.9, min: 0.5, max: 0.99, unit: '', group: 'limiter',
    label: 'AIMD: backoff', hint: 'Во сколько раз уменьшается лимит при сигнале перегрузки',
  },
  {
    key: 'gradTolerance', kind: 'float', default: 1.5, min: 1, max: 10, unit: '', group: 'limiter',
    label: 'Gradient: допуск', hint: 'Во сколько раз задержка может превысить долгосрочную, прежде чем лимит начнёт падать',
  },
  // --- trigger --------------------------------------------------------------
  {
    key: 'trigger', kind: 'enum', values: TRIGGERS, default: 'none', unit: '', group: 'trigger',
    label: 'Триггер', hint: 'slowdown — сервер на время медленнее; spike — всплеск потока операций',
  },
  {
    key: 'triggerAtS', kind: 'float', default: 10, min: 0, max: 300, unit: 'с', group: 'trigger',
    label: 'Начало триггера', hint: 'Момент, когда начинается замедление или всплеск',
  },
  {
    key: 'triggerS', kind: 'float', default: 5, min: 0, max: 300, unit: 'с', group: 'trigger',
    label: 'Длительность триггера', hint: 'Сколько секунд длится замедление или всплеск',
  },
  {
    key: 'triggerFactor', kind: 'float', default: 2, min: 1, max: 100, unit: '×', group: 'trigger',
    label: 'Сила триггера', hint: 'Во сколько раз медленнее обработка (slowdown) или чаще операции (spike)',
  },
  // --- client ---------------------------------------------------------------
  {
    key: 'timeoutMs', kind: 'int', default: 1000, min: 1, max: 60000, unit: 'мс', group: 'client',
    label: 'Таймаут попытки', hint: 'Клиент перестаёт ждать ответа на попытку; сервер об этом не знает, если не сбрасывает просроченное',
  },
  {
    key: 'deadlineMs', kind: 'int', default: 0, min: 0, max: 600000, unit: 'мс', group: 'client',
    label: 'Дедлайн операции', hint: 'Общий бюджет времени операции со всеми попытками; 0 — таймаут × число попыток',
  },
  {
    key: 'maxAttempts', kind: 'int', default: 1, min: 1, max: 10, unit: '', group: 'client',
    label: 'Максимум попыток', hint: 'Включая первую и хеджированные копии; 1 — без ретраев',
  },
  {
    key: 'backoffBaseMs', kind: 'int', default: 100, min: 1, max: 10000, unit: 'мс', group: 'client',
    label: 'Backoff: base', hint: 'Full jitter: пауза — случайное число от 0 до min(cap, base·2^n)',
  },
  {
    key: 'backoffCapMs', kind: 'int', default: 1000, min: 1, max: 60000, unit: 'мс', group: 'client',
    label: 'Backoff: cap', hint: 'Потолок паузы между попытками',
  },
  {
    key: 'hedge', kind: 'bool', default: false, unit: '', group: 'client',
    label: 'Хеджирование', hint: 'Нет ответа за задержку — отправить копию; первый ответ побеждает, остальное отменяется',
  },
  {
    key: 'hedgeDelayMs', kind: 'int', default: 50, min: 1, max: 10000, unit: 'мс', group: 'client',
    label: 'Задержка копии', hint: 'Обычно около p95 времени ответа',
  },
  {
    key: 'hedgeBudget', kind: 'float', default: 0.05, min: 0, max: 1, unit: '', group: 'client',
    label: 'Бюджет копий', hint: 'Копий не больше этой доли от первых попыток',
  },
  // --- protections ----------------------------------------------------------
  {
    key: 'budget', kind: 'bool', default: false, unit: '', group: 'protect',
    label: 'Бюджет ретраев', hint: 'Как retryThrottling в gRPC: ретраи, только пока токенов больше половины',
  },
  {
    key: 'budgetTokens', kind: 'int', default: 100, min: 1, max: 1000, unit: '', group: 'protect',
    label: 'Бюджет: maxTokens', hint: 'Ёмкость ведра; неудача −1, успех +tokenRatio',
  },
  {
    key: 'budgetRatio', kind: 'float', default: 0.1, min: 0.001, max: 1, unit: '', group: 'protect',
    label: 'Бюджет: tokenRatio', hint: 'Ретраи глохнут, когда доля неудач выше r/(1+r)',
  },
  {
    key: 'budgetScope', kind: 'enum', values: SCOPES, default: 'shared', unit: '', group: 'protect',
    label: 'Бюджет: чей', hint: 'Один на всех клиентов или у каждого свой',
  },
  {
    key: 'breaker', kind: 'bool', default: false, unit: '', group: 'protect',
    label: 'Circuit breaker', hint: 'Размыкается, когда в окне неудачна заданная доля попыток',
  },
  {
    key: 'brkRatio', kind: 'float', default: 0.5, min: 0.01, max: 1, unit: '', group: 'protect',
    label: 'Брейкер: доля ошибок', hint: 'Порог доли неудач в скользящем окне',
  },
  {
    key: 'brkWindowMs', kind: 'int', default: 1000, min: 10, max: 600000, unit: 'мс', group: 'protect',
    label: 'Брейкер: окно', hint: 'Длина скользящего окна',
  },
  {
    key: 'brkMinRequests', kind: 'int', default: 20, min: 1, max: 100000, unit: '', group: 'protect',
    label: 'Брейкер: минимум запросов', hint: 'Меньше попыток в окне — брейкер не срабатывает',
  },
  {
    key: 'brkOpenMs', kind: 'int', default: 2000, min: 1, max: 600000, unit: 'мс', group: 'protect',
    label: 'Брейкер: время open', hint: 'Сколько цепь разомкнута перед пробными запросами',
  },
  {
    key: 'breakerScope', kind: 'enum', values: SCOPES, default: 'shared', unit: '', group: 'protect',
    label: 'Брейкер: чей', hint: 'Один на всех клиентов или у каждого свой',
  },
  {
    key: 'throttle', kind: 'bool', default: false, unit: '', group: 'protect',
    label: 'Адаптивный троттлинг', hint: 'Google SRE: отказ на клиенте с вероятностью max(0, (requests − K·accepts)/(requests + 1))',
  },
  {
    key: 'throttleK', kind: 'float', default: 2, min: 1, max: 10, unit: '', group: 'protect',
    label: 'Троттлинг: K', hint: 'Сервер получает не больше чем в K раз больше, чем принимает',
  },
  {
    key: 'throttleWindowS', kind: 'float', default: 120, min: 1, max: 600, unit: 'с', group: 'protect',
    label: 'Троттлинг: окно', hint: 'За сколько секунд считаются requests и accepts (в книге SRE — две минуты)',
  },
  {
    key: 'throttleScope', kind: 'enum', values: SCOPES, default: 'per-client', unit: '', group: 'protect',
    label: 'Троттлинг: чей', hint: 'В книге SRE счётчики ведёт каждый клиент сам',
  },
  // --- recovery -------------------------------------------------------------
  {
    key: 'action', kind: 'enum', values: ACTIONS, default: 'none', unit: '', group: 'recovery',
    label: 'Действие оператора', hint: 'Что сделать, когда система не поднимается сама',
  },
  {
    key: 'actionAtS', kind: 'float', default: 30, min: 0, max: 300, unit: 'с', group: 'recovery',
    label: 'Когда', hint: 'Момент действия',
  },
  {
    key: 'shedQueue', kind: 'int', default: 100, min: 0, max: 100000, unit: '', group: 'recovery',
    label: 'Shed: очередь не длиннее', hint: 'Сервер отказывает сверх этой очереди и сбрасывает лишнее из неё',
  },
  {
    key: 'lowerFactor', kind: 'float', default: 0.25, min: 0.01, max: 1, unit: '', group: 'recovery',
    label: 'Снизить поток до', hint: 'Доля обычного потока операций на время снижения',
  },
  {
    key: 'lowerS', kind: 'float', default: 10, min: 0, max: 300, unit: 'с', group: 'recovery',
    label: 'Снизить на', hint: 'Сколько секунд поток снижен; потом возвращается',
  },
] as const);

export type OverloadState = StateOf<typeof overloadParams>;
export type OverloadKey = keyof OverloadState;

export const PARAM_GROUPS: Record<string, string> = {
  scenario: 'Сценарий',
  load: 'Нагрузка',
  server: 'Сервер и очередь',
  limiter: 'Лимит конкурентности',
  trigger: 'Триггер',
  client: 'Клиент: таймауты, ретраи, хеджирование',
  protect: 'Защита на клиенте',
  recovery: 'Восстановление',
};

export const defaultState: OverloadState = defaultsOf(overloadParams);

/** Mean service time, ms (bimodal: the slow share is slowFactor times longer). */
export function meanServiceMs(s: OverloadState): number {
  if (s.serviceDist === 'bimodal') return s.serviceMs * (1 + s.slowShare * (s.slowFactor - 1));
  return s.serviceMs;
}

/** Requests per second the server completes at full load, outside the trigger. */
export function capacityRps(s: OverloadState): number {
  return (s.workers * 1000) / meanServiceMs(s);
}

/** Offered load ÷ capacity without retries (0.8 = 80 %). */
export function utilization(s: OverloadState): number {
  return s.rate / capacityRps(s);
}

/** Arrival-rate factor at time t (ms): the spike trigger and the lower-rate action multiply it. */
export function rateFactorAt(s: OverloadState, t: number): number {
  let f = 1;
  if (s.trigger === 'spike' && t >= s.triggerAtS * 1000 && t < (s.triggerAtS + s.triggerS) * 1000) f *= s.triggerFactor;
  if (s.action === 'lower-rate' && t >= s.actionAtS * 1000 && t < (s.actionAtS + s.lowerS) * 1000) f *= s.lowerFactor;
  return f;
}

/** Times (ms) where the arrival rate changes, sorted, within the horizon. */
export function rateBoundaries(s: OverloadState): number[] {
  const h = s.horizonS * 1000;
  const out = [0, h];
  if (s.trigger === 'spike') out.push(s.triggerAtS * 1000, (s.triggerAtS + s.triggerS) * 1000);
  if (s.action === 'lower-rate') out.push(s.actionAtS * 1000, (s.actionAtS + s.lowerS) * 1000);
  return [...new Set(out.filter((t) => t >= 0 && t <= h))].sort((a, b) => a - b);
}

/** Expected number of operations of a run: ∫ rate(t) dt over the horizon. */
export function expectedOps(s: OverloadState): number {
  const b = rateBoundaries(s);
  let n = 0;
  for (let i = 0; i + 1 < b.length; i++) {
    const from = b[i] as number;
    const to = b[i + 1] as number;
    n += (s.rate * rateFactorAt(s, from) * (to - from)) / 1000;
  }
  return n;
}

const WORK_BOUND_OPS = 'ожидаемых операций — не больше 150\u00a0000';
const WORK_BOUND_ATTEMPTS = 'операций × попыток — не больше 600\u00a0000';

/**
 * Cross-parameter rules the table cannot express: the trigger and the action inside the horizon,
 * cap ≥ base, limit ≤ maximum, and the work bound (the horizon is shortened, then the attempts
 * cut). Never throws; every change is a notice.
 */
export function normalizeState(input: Partial<Record<string, unknown>>): { state: OverloadState; notices: Notice[] } {
  const { state: s, notices } = sanitizeState(overloadParams, input);
  const set = <K extends OverloadKey>(key: K, to: OverloadState[K], bound?: string) => {
    if (s[key] === to) return;
    notices.push(
      bound ? { key, kind: 'clamped', from: String(s[key]), to, reason: 'work-bound', bound } : { key, kind: 'clamped', from: String(s[key]), to },
    );
    s[key] = to;
  };
  if (s.backoffCapMs < s.backoffBaseMs) set('backoffCapMs', s.backoffBaseMs);
  if (s.limitMax < s.limit) set('limitMax', s.limit);
  const ops = expectedOps(s);
  if (ops > MAX_EXPECTED_OPS) {
    // Proportional to the horizon is only a first guess: a spike or a lowered rate makes the operations
    // uneven in time. Step down until the bound holds, so that a normalised state normalises to itself.
    let horizonS = Math.max(5, Math.floor((s.horizonS * MAX_EXPECTED_OPS) / ops));
    while (horizonS > 5 && expectedOps({ ...s, horizonS }) > MAX_EXPECTED_OPS) horizonS--;
    set('horizonS', horizonS, WORK_BOUND_OPS);
  }
  const after = expectedOps(s);
  if (after * s.maxAttempts > MAX_EXPECTED_ATTEMPTS) {
    let maxAttempts = Math.max(1, Math.floor(MAX_EXPECTED_ATTEMPTS / Math.max(1, after)));
    while (maxAttempts > 1 && after * maxAttempts > MAX_EXPECTED_ATTEMPTS) maxAttempts--; // the quotient may round up
    set('maxAttempts', maxAttempts, WORK_BOUND_ATTEMPTS);
  }
  if (s.triggerAtS > s.horizonS) set('triggerAtS', s.horizonS);
  if (s.actionAtS > s.horizonS) set('actionAtS', s.horizonS);
  return { state: s, notices };
}

/** Whether a parameter matters for this state (the UI hides the others; they still travel in links). */
export function isParamRelevant(key: OverloadKey, s: OverloadState): boolean {
  switch (key) {
    case 'slowShare':
    case 'slowFactor':
      return s.serviceDist === 'bimodal';
    case 'errorClients':
      return s.errorRate > 0 && s.clients > 1;
    case 'codelTargetMs':
    case 'codelIntervalMs':
      return s.queue === 'codel' || s.queue === 'adaptive-lifo';
    case 'limit':
      return s.limiter !== 'none';
    case 'limitMax':
      return s.limiter === 'aimd' || s.limiter === 'gradient';
    case 'aimdTimeoutMs':
    case 'aimdBackoff':
      return s.limiter === 'aimd';
    case 'gradTolerance':
      return s.limiter === 'gradient';
    case 'triggerAtS':
    case 'triggerS':
    case 'triggerFactor':
      return s.trigger !== 'none';
    case 'backoffBaseMs':
    case 'backoffCapMs':
      return s.maxAttempts > 1;
    case 'hedgeDelayMs':
    case 'hedgeBudget':
      return s.hedge;
    case 'budgetTokens':
    case 'budgetRatio':
    case 'budgetScope':
      return s.budget || s.action === 'budget';
    case 'brkRatio':
    case 'brkWindowMs':
    case 'brkMinRequests':
    case 'brkOpenMs':
    case 'breakerScope':
      return s.breaker;
    case 'throttleK':
    case 'throttleWindowS':
    case 'throttleScope':
      return s.throttle;
    case 'actionAtS':
      return s.action !== 'none';
    case 'shedQueue':
      return s.action === 'shed';
    case 'lowerFactor':
    case 'lowerS':
      return s.action === 'lower-rate';
    default:
      return true;
  }
}
