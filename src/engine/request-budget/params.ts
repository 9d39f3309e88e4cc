/**
 * Parameter table of the request-budget lab: an ingress budget, a reserve for writing the answer and
 * up to five calls of a handler, each with its per-attempt timeout, attempts and backoff.
 */
import { defaultsOf, defineParams, type StateOf } from '../../url/params.ts';

export const STEP_NAMES = ['auth', 'profile', 'payment', 'reco', 'pricing', 'inventory', 'search', 'cart'] as const;
export type StepName = (typeof STEP_NAMES)[number];
export const MAX_STEPS = 5;

const stepRows = <const N extends 1 | 2 | 3 | 4 | 5>(n: N, name: StepName, on: boolean, timeout: number, attempts: number, backoff: number) =>
  [
    {
      key: `on${n}`, kind: 'bool', default: on, unit: '',
      label: `Вызов ${n}`, group: `step${n}`,
      hint: 'Есть ли этот вызов в обработчике',
    },
    {
      key: `name${n}`, kind: 'enum', values: STEP_NAMES, default: name, unit: '',
      label: 'Зависимость', group: `step${n}`,
      hint: 'Только подпись на схеме',
    },
    {
      key: `par${n}`, kind: 'bool', default: false, unit: '',
      label: 'Параллельно с предыдущим', group: `step${n}`,
      hint: 'Стартует вместе с предыдущим вызовом (fan-out); группа длится, сколько самый долгий из них',
    },
    {
      key: `timeout${n}`, kind: 'int', default: timeout, min: 1, max: 60000, unit: 'мс',
      label: 'Таймаут попытки', group: `step${n}`,
      hint: 'Собственный таймаут одной попытки, как он настроен в клиенте',
    },
    {
      key: `attempts${n}`, kind: 'int', default: attempts, min: 1, max: 10, unit: '',
      label: 'Попыток', group: `step${n}`,
      hint: 'Включая первую',
    },
    {
      key: `backoff${n}`, kind: 'int', default: backoff, min: 0, max: 60000, unit: 'мс',
      label: 'Пауза backoff', group: `step${n}`,
      hint: 'Пауза перед каждой повторной попыткой (худший случай — без jitter)',
    },
  ] as const;

export const requestBudgetParams = defineParams(1, [
  {
    key: 'budgetMs', kind: 'int', default: 3000, min: 50, max: 60000, unit: 'мс',
    label: 'Бюджет ingress', group: 'ingress',
    hint: 'Дедлайн, который вход (gateway, ingress) дал запросу',
  },
  {
    key: 'queuedMs', kind: 'int', default: 0, min: 0, max: 60000, unit: 'мс',
    label: 'Потеряно до нас', group: 'ingress',
    hint: 'Сколько запрос провёл в очередях и сетях до обработчика: бюджет уже тикает',
  },
  {
    key: 'reserveMs', kind: 'int', default: 100, min: 0, max: 10000, unit: 'мс',
    label: 'Резерв', group: 'ingress',
    hint: 'Время, которое каждый вызов оставляет на разбор результата и запись ответа',
  },
  ...stepRows(1, 'auth', true, 200, 1, 0),
  ...stepRows(2, 'profile', true, 400, 1, 0),
  ...stepRows(3, 'payment', true, 600, 3, 100),
  ...stepRows(4, 'reco', false, 500, 1, 0),
  ...stepRows(5, 'pricing', false, 300, 1, 0),
] as const);

export type RequestBudgetState = StateOf<typeof requestBudgetParams>;
export const defaultState: RequestBudgetState = defaultsOf(requestBudgetParams);

export interface StepConfig {
  index: number;
  name: StepName;
  parallel: boolean;
  timeoutMs: number;
  attempts: number;
  backoffMs: number;
}

/** The calls that are switched on, in order. */
export function stepsOf(s: RequestBudgetState): StepConfig[] {
  const rows = [
    [s.on1, s.name1, s.par1, s.timeout1, s.attempts1, s.backoff1],
    [s.on2, s.name2, s.par2, s.timeout2, s.attempts2, s.backoff2],
    [s.on3, s.name3, s.par3, s.timeout3, s.attempts3, s.backoff3],
    [s.on4, s.name4, s.par4, s.timeout4, s.attempts4, s.backoff4],
    [s.on5, s.name5, s.par5, s.timeout5, s.attempts5, s.backoff5],
  ] as const;
  const out: StepConfig[] = [];
  rows.forEach(([on, name, par, timeoutMs, attempts, backoffMs], i) => {
    if (on) out.push({ index: i + 1, name, parallel: out.length > 0 && par, timeoutMs, attempts, backoffMs });
  });
  return out;
}

export const PARAM_GROUPS: Record<string, string> = {
  ingress: 'Вход и резерв',
  step1: 'Вызов 1',
  step2: 'Вызов 2',
  step3: 'Вызов 3',
  step4: 'Вызов 4',
  step5: 'Вызов 5',
};

export const NAME_LABELS: Record<StepName, string> = {
  auth: 'auth',
  profile: 'профиль',
  payment: 'платёж',
  reco: 'рекомендации',
  pricing: 'цены',
  inventory: 'склад',
  search: 'поиск',
  cart: 'корзина',
};

export const ENUM_LABELS: Record<string, Record<string, string>> = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`name${n}`, NAME_LABELS]));

/** Controls of switched-off calls collapse to their on/off box; the first call has no «parallel». */
export function hiddenKeys(s: RequestBudgetState): Set<string> {
  const out = new Set<string>(['par1']);
  const on = [s.on1, s.on2, s.on3, s.on4, s.on5];
  on.forEach((v, i) => {
    if (!v) for (const k of ['name', 'par', 'timeout', 'attempts', 'backoff']) out.add(`${k}${i + 1}`);
  });
  return out;
}
