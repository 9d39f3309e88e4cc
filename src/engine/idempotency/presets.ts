/** Presets of the idempotency lab. Ids are API: links and chapter embeds use them. */
import { defaultState, type IdempotencyState } from './params.ts';

export const PRESET_IDS = ['no-key-double', 'key-replay', 'body-changed', 'concurrent', 'server-500', 'unknown-keep', 'key-per-attempt'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  state: IdempotencyState;
}

const base: IdempotencyState = { ...defaultState, retries: 2, failTimes: 1, keepOnUnknown: true, releaseOnFailure: true };

export const presets: readonly Preset[] = [
  {
    id: 'no-key-double',
    title: 'Таймаут после списания, без ключа',
    description:
      'Сервер списал деньги, но ответ потерялся, и клиент через секунду получил таймаут. Для клиента это «не знаю», и он повторяет запрос. Без ключа сервер видит в повторе новую операцию и списывает второй раз: в журнале два списания на один платёж, а клиент доволен ответом на вторую попытку.',
    state: { ...base, key: 'none', failure: 'lost-response' },
  },
  {
    id: 'key-replay',
    title: 'То же с ключом',
    description:
      'Тот же потерянный ответ, но запрос несёт Idempotency-Key, один на весь платёж. Первая попытка заняла ключ и сохранила под ним ответ (done). Повтор находит ключ в состоянии done и получает сохранённый ответ 201 с тем же номером платежа; второго списания нет.',
    state: { ...base, key: 'operation', failure: 'lost-response' },
  },
  {
    id: 'body-changed',
    title: 'Повтор с другим телом',
    description:
      'После таймаута клиент пересобрал запрос и в повторе отправил другую сумму, 150 ₽ вместо 100, с тем же ключом. Сервер сравнивает хэш тела с сохранённым и отвечает 422: ключ переиспользован для другой операции. Без ключа здесь было бы два списания на разные суммы.',
    state: { ...base, key: 'operation', failure: 'body-changed' },
  },
  {
    id: 'concurrent',
    title: 'Дубль, пока первый в работе',
    description:
      'Первая попытка обрабатывается долго, 1,5 с, и клиент не дождался. Его повтор приходит, пока ключ в состоянии in_progress: сервер не запускает вторую обработку, а отвечает 409 с Retry-After: 1. Через секунду третья попытка застаёт ключ в done и получает сохранённый ответ. Без ключа обе попытки списали бы деньги.',
    state: { ...base, key: 'operation', failure: 'concurrent' },
  },
  {
    id: 'server-500',
    title: '500 до списания',
    description:
      'Сервер упал до списания и точно знает, что эффекта не было. Такой отказ освобождает ключ: повтор клиента занимает его заново и проходит. Если ключ не освобождать (выключите это в параметрах сервера), он залипнет в in_progress, и честные повторы будут получать 409, пока не кончатся.',
    state: { ...base, key: 'operation', failure: 'server-500' },
  },
  {
    id: 'unknown-keep',
    title: 'Исход неизвестен: ключ держим',
    description:
      'Сервер отправил списание в платёжную систему и не дождался ответа: деньги могли уйти. Это неизвестный исход, и ключ остаётся in_progress, поэтому повторы получают 409, а платёж ждёт сверки. Выключите «Держать ключ при неизвестном исходе», и повтор спишет второй раз.',
    state: { ...base, key: 'operation', failure: 'provider-timeout' },
  },
  {
    id: 'key-per-attempt',
    title: 'Новый ключ на каждую попытку',
    description:
      'Клиент генерирует UUID внутри цикла ретраев, и у каждой попытки свой ключ. Для сервера это разные операции, и защита не срабатывает: после потерянного ответа снова два списания. Ключ создают один раз на логический платёж и переиспользуют во всех повторах.',
    state: { ...base, key: 'attempt', failure: 'lost-response' },
  },
];

export function presetById(id: string | null | undefined): Preset | undefined {
  return presets.find((p) => p.id === id);
}

export function matchPreset(s: IdempotencyState): PresetId | null {
  const keys = Object.keys(s) as (keyof IdempotencyState)[];
  return presets.find((p) => keys.every((k) => p.state[k] === s[k]))?.id ?? null;
}
