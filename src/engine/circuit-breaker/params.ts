/**
 * Parameter table of the circuit-breaker lab: state shape, defaults, bounds, Russian labels and the
 * share-link keys, in one place.
 */
import { defaultsOf, defineParams, type StateOf } from '../../url/params.ts';

export const PROFILES = ['outage', 'flapping', 'bot'] as const;
export type Profile = (typeof PROFILES)[number];
export const FAIL_KINDS = ['5xx', 'timeout', '429'] as const;
export type FailKind = (typeof FAIL_KINDS)[number];

export const circuitBreakerParams = defineParams(1, [
  // --- dependency ----------------------------------------------------------
  {
    key: 'profile', kind: 'enum', values: PROFILES, default: 'outage', unit: '',
    label: 'Профиль зависимости', group: 'dependency',
    hint: 'outage — здорова, сбой, восстановление; flapping — то падает, то встаёт; bot — здорова, но бот шлёт кривые запросы',
  },
  {
    key: 'seed', kind: 'int', default: 1, min: 0, max: 2147483647, unit: '',
    label: 'Seed', group: 'dependency',
    hint: 'Зерно генератора: одна и та же ссылка даёт одни и те же числа',
  },
  {
    key: 'horizonS', kind: 'int', default: 60, min: 10, max: 300, unit: 'с',
    label: 'Горизонт', group: 'dependency',
    hint: 'Сколько секунд модельного времени показывать',
  },
  {
    key: 'rps', kind: 'int', default: 50, min: 1, max: 500, unit: 'запр/с',
    label: 'Поток пользователей', group: 'dependency',
    hint: 'Запросы пользователей к зависимости, пуассоновский поток',
  },
  {
    key: 'latencyMs', kind: 'int', default: 50, min: 1, max: 5000, unit: 'мс',
    label: 'Задержка ответа', group: 'dependency',
    hint: 'Сколько идёт обычный ответ (успех, 4xx, 429, быстрый 5xx)',
  },
  {
    key: 'timeoutMs', kind: 'int', default: 1000, min: 10, max: 30000, unit: 'мс',
    label: 'Таймаут вызова', group: 'dependency',
    hint: 'Столько клиент ждёт зависший вызов, прежде чем считать его таймаутом',
  },
  {
    key: 'baseErrPct', kind: 'float', default: 1, min: 0, max: 100, unit: '%',
    label: 'Фоновые 5xx', group: 'dependency',
    hint: 'Доля 5xx у здоровой зависимости',
  },
  {
    key: 'cancelPct', kind: 'float', default: 2, min: 0, max: 100, unit: '%',
    label: 'Отмены клиентом', group: 'dependency',
    hint: 'Доля вызовов, которые бросает сам клиент (context.Canceled): ушёл пользователь',
  },
  // --- phases ---------------------------------------------------------------
  {
    key: 'phaseStartS', kind: 'float', default: 10, min: 0, max: 300, unit: 'с',
    label: 'Начало фазы', group: 'phase',
    hint: 'Когда начинается сбой (outage, flapping) или приходит бот (bot)',
  },
  {
    key: 'phaseDurS', kind: 'float', default: 20, min: 0, max: 300, unit: 'с',
    label: 'Длина фазы', group: 'phase',
    hint: 'Сколько длится сбой, серия падений или визит бота',
  },
  {
    key: 'failPct', kind: 'float', default: 100, min: 0, max: 100, unit: '%',
    label: 'Отказов во время сбоя', group: 'phase',
    hint: 'Доля вызовов, которые падают, пока зависимость лежит',
  },
  {
    key: 'failKind', kind: 'enum', values: FAIL_KINDS, default: '5xx', unit: '',
    label: 'Как падает', group: 'phase',
    hint: '5xx — быстрый отказ; timeout — вызов висит до таймаута; 429 — зависимость просит снизить нагрузку',
  },
  {
    key: 'flapPeriodS', kind: 'float', default: 8, min: 1, max: 120, unit: 'с',
    label: 'Период флаппинга', group: 'phase',
    hint: 'flapping: длина цикла «лежит — работает»',
  },
  {
    key: 'flapDownS', kind: 'float', default: 3, min: 0.1, max: 120, unit: 'с',
    label: 'Лежит в цикле', group: 'phase',
    hint: 'flapping: сколько секунд каждого цикла зависимость лежит',
  },
  {
    key: 'botRps', kind: 'int', default: 100, min: 0, max: 500, unit: 'запр/с',
    label: 'Запросы бота', group: 'phase',
    hint: 'bot: сколько невалидных запросов в секунду шлёт бот; все получают 400',
  },
  {
    key: 'restartRps', kind: 'int', default: 0, min: 0, max: 500, unit: 'запр/с',
    label: 'Поднимается при нагрузке ≤', group: 'phase',
    hint: 'Холодный старт: после сбоя зависимость встаёт, только когда за секунду к ней пришло не больше стольких вызовов; 0 — встаёт сразу',
  },
  // --- breaker --------------------------------------------------------------
  {
    key: 'mode', kind: 'enum', values: ['off', 'consecutive', 'ratio'], default: 'ratio', unit: '',
    label: 'Режим breaker', group: 'breaker',
    hint: 'off — без breaker; consecutive — N отказов подряд; ratio — доля отказов в скользящем окне',
  },
  {
    key: 'failures', kind: 'int', default: 6, min: 1, max: 1000, unit: '',
    label: 'Отказов подряд', group: 'breaker',
    hint: 'consecutive: столько отказов подряд размыкают цепь (в gobreaker по умолчанию 6)',
  },
  {
    key: 'ratioPct', kind: 'float', default: 50, min: 1, max: 100, unit: '%',
    label: 'Порог доли отказов', group: 'breaker',
    hint: 'ratio: отказов среди учтённых исходов в окне не меньше этой доли',
  },
  {
    key: 'windowS', kind: 'float', default: 10, min: 0.1, max: 120, unit: 'с',
    label: 'Окно', group: 'breaker',
    hint: 'ratio: скользящее окно из 10 бакетов',
  },
  {
    key: 'minRequests', kind: 'int', default: 20, min: 1, max: 10000, unit: '',
    label: 'Минимум запросов', group: 'breaker',
    hint: 'ratio: меньше учтённых исходов в окне — breaker не срабатывает',
  },
  {
    key: 'openS', kind: 'float', default: 5, min: 0.1, max: 120, unit: 'с',
    label: 'Пауза open', group: 'breaker',
    hint: 'Сколько breaker отклоняет всё, прежде чем пустить пробы (half-open)',
  },
  {
    key: 'probes', kind: 'int', default: 2, min: 1, max: 100, unit: '',
    label: 'Проб в half-open', group: 'breaker',
    hint: 'Сколько пробных вызовов одновременно в полёте; остальные отклоняются',
  },
  {
    key: 'successes', kind: 'int', default: 3, min: 1, max: 100, unit: '',
    label: 'Успехов для закрытия', group: 'breaker',
    hint: 'Столько успешных проб подряд возвращают breaker в closed',
  },
  // --- what counts as a failure --------------------------------------------
  {
    key: 'count5xx', kind: 'bool', default: true, unit: '',
    label: '5xx', group: 'classify',
    hint: 'Зависимость не справилась',
  },
  {
    key: 'countTimeout', kind: 'bool', default: true, unit: '',
    label: 'Таймауты', group: 'classify',
    hint: 'Вызов не уложился в таймаут',
  },
  {
    key: 'count429', kind: 'bool', default: true, unit: '',
    label: '429', group: 'classify',
    hint: 'Зависимость сама просит снизить нагрузку',
  },
  {
    key: 'count4xx', kind: 'bool', default: false, unit: '',
    label: '4xx (кроме 429)', group: 'classify',
    hint: 'Вина запроса, а не зависимости. Неотмеченный исход исключается: ни успех, ни отказ',
  },
  {
    key: 'countCancelled', kind: 'bool', default: false, unit: '',
    label: 'Отмены клиентом', group: 'classify',
    hint: 'context.Canceled: клиент ушёл сам. Неотмеченный исход исключается из счёта',
  },
] as const);

export type CircuitBreakerState = StateOf<typeof circuitBreakerParams>;
export type CircuitBreakerKey = keyof CircuitBreakerState;

export const defaultState: CircuitBreakerState = defaultsOf(circuitBreakerParams);

/** Groups in display order, with Russian titles. */
export const PARAM_GROUPS: Record<string, string> = {
  dependency: 'Зависимость и нагрузка',
  phase: 'Фаза сбоя',
  breaker: 'Настройки breaker',
  classify: 'Что считать отказом',
};

/** Russian names of the enum values, for the selects. */
export const ENUM_LABELS: Record<string, Record<string, string>> = {
  profile: { outage: 'сбой и восстановление', flapping: 'флаппинг', bot: 'бот шлёт 4xx' },
  failKind: { '5xx': '5xx (быстро)', timeout: 'висит до таймаута', '429': '429 Too Many Requests' },
  mode: { off: 'выключен', consecutive: 'отказы подряд', ratio: 'доля отказов в окне' },
};

/** Keys that do not affect the result for this state (the page hides their controls). */
export function irrelevantKeys(s: CircuitBreakerState): Set<string> {
  const out = new Set<string>();
  if (s.profile !== 'flapping') out.add('flapPeriodS').add('flapDownS');
  if (s.profile !== 'bot') out.add('botRps');
  if (s.profile === 'bot') out.add('failPct').add('failKind').add('restartRps');
  if (s.mode !== 'consecutive') out.add('failures');
  if (s.mode !== 'ratio') out.add('ratioPct').add('windowS').add('minRequests');
  if (s.mode === 'off') {
    out.add('openS').add('probes').add('successes');
    for (const k of ['count5xx', 'countTimeout', 'count429', 'count4xx', 'countCancelled']) out.add(k);
  }
  return out;
}
