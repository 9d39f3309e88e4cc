/**
 * Presets of the retry-amplification lab. Ids are API (links, chapter embeds). The numbers in the
 * descriptions are the closed forms; presets.test.ts checks that the simulation agrees.
 */
import { type RetryAmpState, defaultState } from './params.ts';

export const PRESET_IDS = ['three-by-three', 'partial-0.9', 'healthy-0.1', 'one-layer', 'budget', 'breaker', 'five-by-five'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  state: RetryAmpState;
}

const base: RetryAmpState = { ...defaultState };

export const PRESETS: readonly Preset[] = [
  {
    id: 'three-by-three',
    title: '3 × 3 × 3 при полном отказе',
    description:
      'Приложение, gateway и сервис делают по три попытки, база лежит (p = 1). Каждая попытка верхнего слоя разворачивается в полную серию нижнего: один запрос пользователя — 27 вызовов базы, и ни один не успешен. Отказы полные, поэтому у выборки нет разброса.',
    state: base,
  },
  {
    id: 'partial-0.9',
    title: 'p = 0,9: формула против выборки',
    description:
      'База падает на 90 % вызовов. Нижний слой в среднем делает (1 − 0,9³) / (1 − 0,9) = 2,71 попытки и падает с вероятностью 0,729; средний слой видит уже этот отказ, и так до верха. Итог по рекурсии — около 9,42 вызова базы на запрос; выборка из 20 000 запросов попадает в формулу в пределах пары стандартных ошибок.',
    state: { ...base, p: 0.9 },
  },
  {
    id: 'healthy-0.1',
    title: 'Здоровая зависимость, p = 0,1',
    description:
      'Ради этого режима ретраи и придуманы: при 10 % отказов нижний слой делает 1,11 попытки, а верхние почти никогда не повторяют — вызов нижнего слоя падает с вероятностью 0,001. Нагрузка на базу — 1,11 на запрос, а успешных запросов 100 % вместо 90 %.',
    state: { ...base, p: 0.1 },
  },
  {
    id: 'one-layer',
    title: 'Ретрай только на одном слое',
    description:
      'Тот же стек и та же лежащая база, но повторяет только нижний слой — ближайший к зависимости, который знает, идемпотентна ли операция. Верхние слои пробрасывают ошибку. Нагрузка на базу — 3 вызова на запрос вместо 27.',
    state: { ...base, a1: 1, a2: 1, a3: 3 },
  },
  {
    id: 'budget',
    title: 'Бюджет ретраев на каждом слое',
    description:
      'У каждого слоя retryThrottling как в gRPC: maxTokens = 10, tokenRatio = 0,1. При полном отказе токены падают до половины за считаные запросы, и дальше каждый слой делает одну попытку: нагрузка на базу стремится к 1. Ретраи бюджет пропускает, только пока отказов меньше tokenRatio / (1 + tokenRatio) ≈ 9 %, поэтому множитель каждого слоя не поднимается заметно выше 1 + tokenRatio.',
    state: { ...base, g1: 'budget', g2: 'budget', g3: 'budget' },
  },
  {
    id: 'breaker',
    title: 'Breaker на нижнем слое',
    description:
      'Нижний слой закрыт circuit breaker: 5 отказов подряд — и он отказывает мгновенно, а ошибка «breaker open» не ретраится. До базы доходят лишь пробы — одна в 5 секунд при 100 запросах в секунду, то есть 0,002 вызова на запрос. Верхние слои по-прежнему шлют нижнему по 9 вызовов на запрос, но те заканчиваются за микросекунды, не трогая базу.',
    state: { ...base, g3: 'breaker' },
  },
  {
    id: 'five-by-five',
    title: '5 слоёв по 5 попыток',
    description:
      'Худший случай растёт как attempts^layers: 5⁵ = 3125 вызовов базы на один запрос пользователя. Выборка здесь урезана, чтобы расчёт оставался быстрым, — при полном отказе разброса нет, и точность от этого не страдает.',
    state: { ...base, layers: 5, a1: 5, a2: 5, a3: 5, a4: 5, a5: 5 },
  },
];

export function presetById(id: string | undefined): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
