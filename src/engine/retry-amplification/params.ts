/**
 * Parameter table of the retry-amplification lab. Layer 1 is the top (the user's client), layer N
 * the bottom one, which calls the dependency.
 */
import { defaultsOf, defineParams, type StateOf } from '../../url/params.ts';

export const GUARDS = ['none', 'budget', 'breaker'] as const;
export type Guard = (typeof GUARDS)[number];
export const MAX_LAYERS = 5;

const layerRows = <const N extends 1 | 2 | 3 | 4 | 5>(n: N, where: string) =>
  [
    {
      key: `a${n}`, kind: 'int', default: 3, min: 1, max: 5, unit: '',
      label: `Попыток на слое ${n}`, group: `layer${n}`,
      hint: `Слой ${n} (${where}): сколько раз он пробует вызвать слой ниже, включая первую попытку`,
    },
    {
      key: `g${n}`, kind: 'enum', values: GUARDS, default: 'none', unit: '',
      label: `Защита слоя ${n}`, group: `layer${n}`,
      hint: 'none — только лимит попыток; budget — retryThrottling gRPC; breaker — circuit breaker на вызовы вниз',
    },
  ] as const;

export const retryAmplificationParams = defineParams(1, [
  {
    key: 'layers', kind: 'int', default: 3, min: 1, max: MAX_LAYERS, unit: '',
    label: 'Слоёв', group: 'setup',
    hint: 'Сколько слоёв между пользователем и зависимостью: SDK, gateway, сервис, драйвер…',
  },
  {
    key: 'p', kind: 'float', default: 1, min: 0, max: 1, unit: '',
    label: 'Вероятность отказа p', group: 'setup',
    hint: 'Каждый вызов зависимости падает независимо с этой вероятностью; 1 — полный отказ',
  },
  {
    key: 'requests', kind: 'int', default: 20000, min: 100, max: 50000, unit: '',
    label: 'Запросов пользователей', group: 'setup',
    hint: 'Размер выборки Монте-Карло; при больших нагрузках модель уменьшит её, чтобы уложиться в 4 млн вызовов',
  },
  {
    key: 'seed', kind: 'int', default: 1, min: 0, max: 2147483647, unit: '',
    label: 'Seed', group: 'setup',
    hint: 'Зерно генератора: одинаковая ссылка — одинаковые числа',
  },
  ...layerRows(1, 'верхний, ближе всех к пользователю'),
  ...layerRows(2, 'второй сверху'),
  ...layerRows(3, 'третий сверху'),
  ...layerRows(4, 'четвёртый сверху'),
  ...layerRows(5, 'пятый сверху'),
  {
    key: 'maxTokens', kind: 'int', default: 10, min: 2, max: 1000, unit: '',
    label: 'maxTokens', group: 'budget',
    hint: 'Ёмкость бюджета; ретрай разрешён, только пока токенов больше maxTokens / 2',
  },
  {
    key: 'tokenRatio', kind: 'float', default: 0.1, min: 0.001, max: 1, unit: '',
    label: 'tokenRatio', group: 'budget',
    hint: 'Неудачная попытка −1 токен, успешная +tokenRatio',
  },
  {
    key: 'brkFailures', kind: 'int', default: 5, min: 1, max: 1000, unit: '',
    label: 'Отказов подряд', group: 'breaker',
    hint: 'Столько неудачных вызовов вниз подряд размыкают breaker слоя',
  },
  {
    key: 'openS', kind: 'float', default: 5, min: 0.1, max: 600, unit: 'с',
    label: 'Пауза open', group: 'breaker',
    hint: 'Потом одна проба: успех замыкает, отказ размыкает снова. Открытый breaker — fatal, серия ретраев обрывается',
  },
  {
    key: 'rps', kind: 'int', default: 100, min: 1, max: 100000, unit: 'запр/с',
    label: 'Поток запросов', group: 'breaker',
    hint: 'Запросы пользователей идут по одному с этой частотой; нужна только breaker, чтобы отмерять паузу',
  },
] as const);

export type RetryAmpState = StateOf<typeof retryAmplificationParams>;
export const defaultState: RetryAmpState = defaultsOf(retryAmplificationParams);

export function attemptsOf(s: RetryAmpState): number[] {
  return [s.a1, s.a2, s.a3, s.a4, s.a5].slice(0, s.layers);
}
export function guardsOf(s: RetryAmpState): Guard[] {
  return [s.g1, s.g2, s.g3, s.g4, s.g5].slice(0, s.layers);
}

export const PARAM_GROUPS: Record<string, string> = {
  setup: 'Стек и зависимость',
  layer1: 'Слой 1 (верхний)',
  layer2: 'Слой 2',
  layer3: 'Слой 3',
  layer4: 'Слой 4',
  layer5: 'Слой 5',
  budget: 'Бюджет ретраев (gRPC retryThrottling)',
  breaker: 'Circuit breaker',
};

export const ENUM_LABELS: Record<string, Record<string, string>> = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => [`g${n}`, { none: 'без защиты', budget: 'бюджет ретраев', breaker: 'circuit breaker' }]),
);

/** Groups and keys that do not matter for this state (their controls are hidden). */
export function hiddenKeys(s: RetryAmpState): Set<string> {
  const out = new Set<string>();
  for (let n = s.layers + 1; n <= MAX_LAYERS; n++) out.add(`a${n}`).add(`g${n}`);
  const guards = guardsOf(s);
  if (!guards.includes('budget')) out.add('maxTokens').add('tokenRatio');
  if (!guards.includes('breaker')) out.add('brkFailures').add('openS').add('rps');
  return out;
}
