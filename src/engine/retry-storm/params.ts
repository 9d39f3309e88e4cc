/**
 * Parameter table of the retry-storm lab: the single source of truth for the
 * state shape, defaults, bounds, Russian labels and share-link keys.
 */
import {
  decodeState,
  defaultsOf,
  defineParams,
  encodeState,
  sanitizeState,
  type Notice,
  type StateOf,
} from '../../url/params';

export const STRATEGIES = [
  'immediate',
  'constant',
  'exponential',
  'full-jitter',
  'equal-jitter',
  'decorrelated-jitter',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** Work bound: operations × max attempts may not exceed this (≈1 s in a browser). */
export const MAX_ATTEMPT_BUDGET = 1_000_000;
/** The outage bound as the notice states it. */
const WORK_BOUND_TEXT = 'операций × попыток — не больше 1\u00a0000\u00a0000';
/** Largest client count of the contention model (the article's sweep ends at 190). */
export const MAX_CONTENTION_CLIENTS = 190;

export const retryStormParams = defineParams(1, [
  // --- scenario -------------------------------------------------------------
  {
    key: 'scenario', kind: 'enum', values: ['outage', 'contention'], default: 'outage', unit: '',
    label: 'Сценарий', group: 'scenario',
    hint: 'outage — сбой зависимости и восстановление; contention — конкурентная запись одной строки (модель AWS)',
  },
  {
    key: 'seed', kind: 'int', default: 1, min: 0, max: 2147483647, unit: '',
    label: 'Seed', group: 'scenario',
    hint: 'Зерно генератора: одинаковое состояние даёт одинаковые числа на любой машине',
  },
  {
    key: 'horizonS', kind: 'int', default: 30, min: 1, max: 600, unit: 'с',
    label: 'Горизонт', group: 'scenario',
    hint: 'Новые операции приходят только до горизонта, и восстановление (drainMs) ищется в его пределах',
  },
  // --- load -----------------------------------------------------------------
  {
    key: 'clients', kind: 'int', default: 2000, min: 1, max: 100000, unit: '',
    label: 'Клиенты (операции)', group: 'load',
    hint: 'Число логических операций; у каждой своя цепочка попыток',
  },
  {
    key: 'arrival', kind: 'enum', values: ['burst', 'window', 'rate'], default: 'burst', unit: '',
    label: 'Приход операций', group: 'load',
    hint: 'burst — все в момент 0; window — равномерно в окне старта; rate — открытый поток с заданной частотой',
  },
  {
    key: 'windowS', kind: 'float', default: 10, min: 0, max: 600, unit: 'с',
    label: 'Окно старта', group: 'load',
    hint: 'Для window: операции стартуют в случайные моменты этого окна',
  },
  {
    key: 'rate', kind: 'float', default: 100, min: 0.1, max: 100000, unit: 'оп/с',
    label: 'Частота прихода', group: 'load',
    hint: 'Для rate: столько операций в секунду, пока не кончатся клиенты или горизонт',
  },
  // --- dependency -----------------------------------------------------------
  {
    key: 'capacity', kind: 'int', default: 1000, min: 1, max: 1000000, unit: 'запр/с',
    label: 'Ёмкость зависимости', group: 'dependency',
    hint: 'Сколько запросов в секунду зависимость обслуживает при полной загрузке',
  },
  {
    key: 'concurrency', kind: 'int', default: 50, min: 1, max: 10000, unit: '',
    label: 'Параллелизм', group: 'dependency',
    hint: 'Число обработчиков; время обслуживания = параллелизм / ёмкость',
  },
  {
    key: 'queueMax', kind: 'int', default: 100000, min: 1, max: 1000000, unit: '',
    label: 'Длина очереди', group: 'dependency',
    hint: 'Сверх этого зависимость сразу отвечает 503 (перегрузка)',
  },
  {
    key: 'outageStartS', kind: 'float', default: 0, min: 0, max: 600, unit: 'с',
    label: 'Начало сбоя', group: 'dependency',
    hint: 'Момент, когда зависимость перестаёт отвечать успешно',
  },
  {
    key: 'outageS', kind: 'float', default: 3, min: 0, max: 600, unit: 'с',
    label: 'Длительность сбоя', group: 'dependency',
    hint: '0 — без сбоя',
  },
  {
    key: 'outageMode', kind: 'enum', values: ['fail-fast', 'hang'], default: 'fail-fast', unit: '',
    label: 'Как падает', group: 'dependency',
    hint: 'fail-fast — быстрый 503; hang — запрос висит до таймаута попытки',
  },
  {
    key: 'retryAfterMs', kind: 'int', default: 0, min: 0, max: 600000, unit: 'мс',
    label: 'Retry-After', group: 'dependency',
    hint: 'Зависимость шлёт Retry-After с 503 во время сбоя; 0 — не шлёт',
  },
  // --- retry policy ---------------------------------------------------------
  {
    key: 'strategy', kind: 'enum', values: STRATEGIES, default: 'full-jitter', unit: '',
    label: 'Стратегия backoff', group: 'retry',
    hint: 'Формулы из статьи AWS «Exponential Backoff And Jitter»',
  },
  {
    key: 'maxAttempts', kind: 'int', default: 10, min: 1, max: 50, unit: '',
    label: 'Максимум попыток', group: 'retry',
    hint: 'Включая первую; 1 — без ретраев',
  },
  {
    key: 'baseMs', kind: 'int', default: 100, min: 1, max: 60000, unit: 'мс',
    label: 'Base', group: 'retry',
    hint: 'Базовая задержка: expo = min(cap, base·2^attempt); у первого ретрая attempt = 0 (в модели AWS — 1)',
  },
  {
    key: 'capMs', kind: 'int', default: 10000, min: 1, max: 600000, unit: 'мс',
    label: 'Cap', group: 'retry',
    hint: 'Потолок задержки между попытками',
  },
  {
    key: 'timeoutMs', kind: 'int', default: 1000, min: 1, max: 600000, unit: 'мс',
    label: 'Таймаут попытки', group: 'retry',
    hint: 'Клиент перестаёт ждать ответа; сервер при этом может продолжать работу',
  },
  {
    key: 'deadlineMs', kind: 'int', default: 0, min: 0, max: 3600000, unit: 'мс',
    label: 'Дедлайн операции', group: 'retry',
    hint: 'Общий бюджет времени операции со всеми попытками; 0 — без дедлайна',
  },
  {
    key: 'honorRetryAfter', kind: 'bool', default: true, unit: '',
    label: 'Уважать Retry-After', group: 'retry',
    hint: 'Ждать не меньше, чем просит сервер',
  },
  // --- retry budget (gRPC retryThrottling) ---------------------------------
  {
    key: 'budget', kind: 'bool', default: false, unit: '',
    label: 'Бюджет ретраев', group: 'budget',
    hint: 'Token bucket как retryThrottling в gRPC: ретраи только пока токенов больше половины',
  },
  {
    key: 'budgetTokens', kind: 'int', default: 100, min: 1, max: 1000, unit: '',
    label: 'maxTokens', group: 'budget',
    hint: 'Ёмкость ведра; неудачная попытка −1, успех +tokenRatio',
  },
  {
    key: 'budgetRatio', kind: 'float', default: 0.1, min: 0.001, max: 1, unit: '',
    label: 'tokenRatio', group: 'budget',
    hint: 'Сколько токенов возвращает успешная попытка (точность 0,001)',
  },
  // --- circuit breaker ------------------------------------------------------
  {
    key: 'breaker', kind: 'enum', values: ['off', 'consecutive', 'ratio'], default: 'off', unit: '',
    label: 'Circuit breaker', group: 'breaker',
    hint: 'Один брейкер на всех клиентов: по подряд идущим ошибкам или по доле ошибок в окне',
  },
  {
    key: 'brkFailures', kind: 'int', default: 20, min: 1, max: 100000, unit: '',
    label: 'Ошибок подряд', group: 'breaker',
    hint: 'Для consecutive: столько неудач подряд размыкают цепь',
  },
  {
    key: 'brkRatio', kind: 'float', default: 0.5, min: 0.01, max: 1, unit: '',
    label: 'Доля ошибок', group: 'breaker',
    hint: 'Для ratio: порог доли неудач в скользящем окне',
  },
  {
    key: 'brkWindowMs', kind: 'int', default: 1000, min: 10, max: 600000, unit: 'мс',
    label: 'Окно', group: 'breaker',
    hint: 'Для ratio: длина скользящего окна',
  },
  {
    key: 'brkMinRequests', kind: 'int', default: 20, min: 1, max: 100000, unit: '',
    label: 'Минимум запросов', group: 'breaker',
    hint: 'Для ratio: меньше запросов в окне — брейкер не срабатывает',
  },
  {
    key: 'brkOpenMs', kind: 'int', default: 2000, min: 1, max: 600000, unit: 'мс',
    label: 'Время open', group: 'breaker',
    hint: 'Сколько цепь разомкнута перед пробными запросами (half-open)',
  },
  {
    key: 'brkProbes', kind: 'int', default: 5, min: 1, max: 10000, unit: '',
    label: 'Пробных в half-open', group: 'breaker',
    hint: 'Сколько запросов одновременно пропускается в half-open',
  },
  {
    key: 'brkSuccesses', kind: 'int', default: 5, min: 1, max: 10000, unit: '',
    label: 'Успехов для закрытия', group: 'breaker',
    hint: 'Столько успешных проб замыкают цепь',
  },
  // --- contention (AWS OCC model) ------------------------------------------
  {
    key: 'netMeanMs', kind: 'float', default: 10, min: 0, max: 1000, unit: 'мс',
    label: 'Задержка сети', group: 'contention',
    hint: 'Среднее одного сетевого перехода в модели конкурентной записи',
  },
  {
    key: 'netSdMs', kind: 'float', default: 2, min: 0, max: 100, unit: 'мс',
    label: 'Разброс сети', group: 'contention',
    hint: 'Стандартное отклонение задержки сети',
  },
  {
    key: 'runs', kind: 'int', default: 100, min: 1, max: 100, unit: '',
    label: 'Прогонов на точку', group: 'contention',
    hint: 'Результат точки — среднее по прогонам',
  },
] as const);

export type RetryStormState = StateOf<typeof retryStormParams>;
export type ParamKey = keyof RetryStormState;

/** Groups of the table in display order, with Russian titles. */
export const PARAM_GROUPS = [
  { id: 'scenario', title: 'Сценарий' },
  { id: 'load', title: 'Нагрузка' },
  { id: 'dependency', title: 'Зависимость и сбой' },
  { id: 'retry', title: 'Политика ретраев' },
  { id: 'budget', title: 'Бюджет ретраев' },
  { id: 'breaker', title: 'Circuit breaker' },
  { id: 'contention', title: 'Модель конкурентной записи' },
] as const;

/**
 * Whether a parameter affects the result for this state (the UI can hide or
 * dim the others; they still round-trip through links).
 */
export function isParamRelevant(key: ParamKey, s: RetryStormState): boolean {
  const row = retryStormParams.rows.find((r) => r.key === key);
  if (!row) return false;
  if (key === 'scenario' || key === 'seed') return true;
  if (s.scenario === 'contention') {
    return row.group === 'contention' || key === 'clients' || key === 'strategy' || key === 'baseMs' || key === 'capMs';
  }
  if (row.group === 'contention') return false;
  switch (key) {
    case 'windowS':
      return s.arrival === 'window';
    case 'rate':
      return s.arrival === 'rate';
    case 'baseMs':
      return s.strategy !== 'immediate' && s.maxAttempts > 1;
    case 'capMs':
      return s.strategy !== 'immediate' && s.strategy !== 'constant' && s.maxAttempts > 1;
    case 'retryAfterMs':
    case 'honorRetryAfter':
      return s.outageMode === 'fail-fast' && s.outageS > 0 && s.maxAttempts > 1;
    case 'budgetTokens':
    case 'budgetRatio':
      return s.budget;
    case 'brkFailures':
      return s.breaker === 'consecutive';
    case 'brkRatio':
    case 'brkWindowMs':
    case 'brkMinRequests':
      return s.breaker === 'ratio';
    case 'brkOpenMs':
    case 'brkProbes':
    case 'brkSuccesses':
      return s.breaker !== 'off';
    default:
      return true;
  }
}

export const defaultState: RetryStormState = defaultsOf(retryStormParams);

/** Number of logical operations the state produces. */
export function operationCount(s: RetryStormState): number {
  if (s.scenario === 'contention') return Math.min(s.clients, MAX_CONTENTION_CLIENTS);
  if (s.arrival === 'rate') {
    const n = Math.floor(s.rate * s.horizonS);
    return Math.max(1, Math.min(s.clients, n));
  }
  return s.clients;
}

/**
 * Applies cross-parameter constraints (work bound, cap ≥ base, outage and
 * window inside the horizon, contention size). Never throws; every change is
 * reported as a `clamped` notice.
 */
export function normalizeState(input: Partial<Record<string, unknown>>): {
  state: RetryStormState;
  notices: Notice[];
} {
  const { state: s, notices } = sanitizeState(retryStormParams, input);
  const set = <K extends ParamKey>(key: K, to: RetryStormState[K], bound?: string): void => {
    if (s[key] === to) return;
    notices.push(bound ? { key, kind: 'clamped', from: String(s[key]), to, reason: 'work-bound', bound } : { key, kind: 'clamped', from: String(s[key]), to });
    s[key] = to;
  };
  if (s.capMs < s.baseMs) set('capMs', s.baseMs);
  if (s.outageStartS > s.horizonS) set('outageStartS', s.horizonS);
  if (s.windowS > s.horizonS) set('windowS', s.horizonS);
  if (s.scenario === 'contention') {
    if (s.clients > MAX_CONTENTION_CLIENTS) set('clients', MAX_CONTENTION_CLIENTS);
  } else {
    const ops = operationCount(s);
    if (ops * s.maxAttempts > MAX_ATTEMPT_BUDGET) {
      set('maxAttempts', Math.max(1, Math.floor(MAX_ATTEMPT_BUDGET / ops)), WORK_BOUND_TEXT);
    }
  }
  return { state: s, notices };
}

/** Share-link helpers bound to this lab's table. */
export function stateToQuery(state: RetryStormState): string {
  return encodeState(retryStormParams, state);
}

export function stateFromQuery(search: string | URLSearchParams): { state: RetryStormState; notices: Notice[] } {
  const decoded = decodeState(retryStormParams, search);
  const normalized = normalizeState(decoded.state);
  return { state: normalized.state, notices: [...decoded.notices, ...normalized.notices] };
}
