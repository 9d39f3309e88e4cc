/**
 * Presets of the circuit-breaker lab. Ids are API (they appear in links and in chapter embeds).
 * Every preset sets the whole state; the numbers quoted in the descriptions are checked by
 * presets.test.ts for the preset's seed.
 */
import { type CircuitBreakerState, defaultState } from './params.ts';

export const PRESET_IDS = [
  'outage',
  'outage-hang',
  'bot-counted',
  'bot-excluded',
  'cold-start-breaker',
  'cold-start-no-breaker',
  'flapping',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  state: CircuitBreakerState;
}

const outage: CircuitBreakerState = { ...defaultState };

const bot: CircuitBreakerState = {
  ...defaultState,
  profile: 'bot',
  phaseStartS: 15,
  phaseDurS: 25,
  botRps: 100,
};

const coldStart: CircuitBreakerState = {
  ...defaultState,
  horizonS: 90,
  phaseStartS: 10,
  phaseDurS: 15,
  restartRps: 10,
};

export const PRESETS: readonly Preset[] = [
  {
    id: 'outage',
    title: 'Сбой и восстановление',
    description:
      'Зависимость 20 секунд отвечает 503 на всё. Breaker по доле отказов (не меньше 50 % при минимуме 20 исходов в окне 10 с) размыкается только через 4 секунды: столько нужно, чтобы отказы заняли половину окна, где ещё лежат успехи. Дальше раз в 5 секунд он пускает пробы, они падают, и breaker снова open. Сравните нагрузку на лежащую зависимость и ожидание клиентов с тем, что было бы без breaker.',
    state: outage,
  },
  {
    id: 'outage-hang',
    title: 'Сбой с зависанием',
    description:
      'Та же авария, но вызовы не падают быстро, а висят до таймаута в 1 секунду. Главный выигрыш breaker здесь — время: без него клиенты суммарно прождали бы на отказах около 1000 секунд, с ним — вчетверо меньше, и почти всё это ожидание приходится на секунды, пока окно копит долю отказов. Горутины, соединения и бюджеты запросов всё остальное время свободны.',
    state: { ...outage, failKind: 'timeout' },
  },
  {
    id: 'bot-counted',
    title: 'Бот и 4xx в счёт',
    description:
      'Зависимость здорова, но 25 секунд бот шлёт 100 невалидных запросов в секунду и получает 400. Breaker считает 4xx отказом: в окне «отказов» две трети, через несколько секунд он размыкается и режет заодно нормальных пользователей — успешных ответов у них остаётся меньше 60 % вместо 97 %, хотя зависимость ни разу не упала.',
    state: { ...bot, count4xx: true },
  },
  {
    id: 'bot-excluded',
    title: 'Бот, 4xx не в счёт',
    description:
      'Тот же бот, но 4xx не считаются отказом — исход исключён из статистики, как у IsExcluded в gobreaker с v2.4.0. Breaker не размыкается ни разу: пользователи получают свои ответы, а бот — свои 400.',
    state: { ...bot, count4xx: false },
  },
  {
    id: 'cold-start-breaker',
    title: 'Передышка: с breaker',
    description:
      'Зависимость лежит 15 секунд, а подняться может, только если за секунду к ней приходит не больше 10 вызовов (прогрев кешей, пул соединений, холодная JVM). Breaker срезает поток до редких проб, и через секунду после конца аварии зависимость встаёт; breaker закрывается на следующей серии проб.',
    state: { ...coldStart },
  },
  {
    id: 'cold-start-no-breaker',
    title: 'Передышка: без breaker',
    description:
      'То же самое без breaker: 50 вызовов в секунду продолжают стучать в лежащую зависимость, и она не встаёт до конца горизонта, хотя исходная причина аварии ушла через 15 секунд. Это и есть метастабильный отказ, от которого breaker защищает.',
    state: { ...coldStart, mode: 'off' },
  },
  {
    id: 'flapping',
    title: 'Флаппинг',
    description:
      'Зависимость каждые 8 секунд лежит по 3 секунды. Breaker «6 отказов подряд» (порог gobreaker по умолчанию) размыкается в каждом провале за доли секунды. Пауза open в 5 секунд больше провала, поэтому после каждой аварии он ещё пару секунд отклоняет вызовы к уже здоровой зависимости: короткая пауза вернёт трафик раньше, длинная — надёжнее защитит.',
    state: { ...defaultState, profile: 'flapping', phaseStartS: 5, phaseDurS: 50, flapPeriodS: 8, flapDownS: 3, mode: 'consecutive', failures: 6 },
  },
];

export function presetById(id: string | undefined): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
