/**
 * Presets of the load-shedding lab. Ids are API: they appear in links and in chapter embeds.
 *
 * The overload pair: 1100 req/s against a server of 50 workers × 50 ms (1000 req/s, 110 % load),
 * a 500 ms client deadline, 60 s. The unbounded queue grows by ~100 requests a second; after ~5 s
 * the wait passes the deadline and from then on every answer comes too late (≈ 91–94 % timeouts,
 * seeds 1–3). A 100-request queue limit refuses ≈ 9 % at once and serves the rest within ~0.3 s.
 *
 * The dependency pair: 400 req/s need A (20 ms), 50 req/s need B, which slowed to 800 ms; 40
 * workers. B alone wants 40 workers, so in a shared pool it takes them all and A times out with
 * it; with 10 slots for B (no queue) A keeps its 30 workers and answers in ~20 ms.
 */
import { defaultState, type LoadSheddingState } from './params.ts';

export const PRESET_IDS = ['overload-queue', 'overload-shed', 'overload-ctx', 'normal-load', 'shared-pool', 'bulkhead'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  state: LoadSheddingState;
}

const overload: LoadSheddingState = {
  ...defaultState,
  rate: 1100,
  rateB: 0,
  horizonS: 60,
  seed: 1,
  workers: 50,
  serviceMs: 50,
  dist: 'exp',
  deadlineMs: 500,
  policy: 'queue',
  queueMax: 100,
  ctxCheck: false,
};

const twoDeps: LoadSheddingState = {
  ...overload,
  rate: 400,
  rateB: 50,
  workers: 40,
  serviceMs: 20,
  serviceBMs: 800,
  deadlineMs: 1000,
  slotsB: 10,
  queueMax: 0,
};

export const presets: readonly Preset[] = [
  {
    id: 'overload-queue',
    title: '110 %: безлимитная очередь',
    description:
      'Сервер обслуживает 1000 запр/с, а приходит 1100. Лишние 100 запросов в секунду копятся в очереди, и уже через несколько секунд ожидание превышает дедлайн клиента в 500 мс. Дальше сервер занят на все 100 %, но каждый его ответ опаздывает: таймаут получают больше 90 % клиентов, а работа уходит на запросы, которых уже никто не ждёт.',
    state: overload,
  },
  {
    id: 'overload-shed',
    title: '110 %: fail-fast при полной очереди',
    description:
      'Та же нагрузка, но в очереди не больше 100 запросов, а следующий сразу получает 503. Отказ за миллисекунду достаётся примерно каждому десятому, остальные обслужены в срок: p99 около 0,3 с. Полезный выход (goodput) — почти вся ёмкость сервера вместо нескольких процентов.',
    state: { ...overload, policy: 'shed' },
  },
  {
    id: 'overload-ctx',
    title: '110 %: очередь + проверка ctx',
    description:
      'Безлимитная очередь, но сервер перед началом работы проверяет, ждёт ли ещё клиент, и выбрасывает брошенные запросы. Очередь перестаёт расти без конца, и в срок отвечает уже около четверти клиентов. Но ожидание держится у самого дедлайна: запрос берут в работу за миг до ухода клиента, ответ опаздывает, и большая часть работы всё равно уходит впустую. Проверка ctx нужна, но лимита очереди не заменяет.',
    state: { ...overload, ctxCheck: true },
  },
  {
    id: 'normal-load',
    title: '80 %: очередь в норме',
    description:
      'Нагрузка ниже ёмкости: 800 запр/с при 1000. Очередь возникает только на случайных всплесках и тут же рассасывается, все ответы укладываются в дедлайн. Очередь полезна, пока она сглаживает короткие пики; вредной она становится при устойчивой перегрузке.',
    state: { ...overload, rate: 800 },
  },
  {
    id: 'shared-pool',
    title: 'Медленная B в общем пуле',
    description:
      'Две зависимости: быстрая A (20 мс, 400 запр/с) и B, которая замедлилась до 800 мс (50 запр/с). Одной B нужно 40 обработчиков — весь пул. В общей очереди запросы к A стоят за медленными запросами к B, и таймаут получают почти все, хотя с самой A всё в порядке.',
    state: { ...twoDeps, policy: 'queue' },
  },
  {
    id: 'bulkhead',
    title: 'Bulkhead: свой лимит для B',
    description:
      'Тот же трафик, но B может занять не больше 10 обработчиков, а без свободного слота её запрос сразу получает отказ. Медленная B упирается в свой потолок: часть её запросов обслужена, остальные быстро отклонены. Запросы к A получают свои 30 обработчиков и отвечают за ~20 мс, как будто с B ничего не случилось.',
    state: { ...twoDeps, policy: 'bulkhead' },
  },
];

export function presetById(id: string | null | undefined): Preset | undefined {
  return presets.find((p) => p.id === id);
}

/** The preset whose state equals `s`, if any (the picker marks it). */
export function matchPreset(s: LoadSheddingState): PresetId | null {
  const keys = Object.keys(s) as (keyof LoadSheddingState)[];
  return presets.find((p) => keys.every((k) => p.state[k] === s[k]))?.id ?? null;
}
