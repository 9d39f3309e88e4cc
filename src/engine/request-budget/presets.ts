/**
 * Presets of the request-budget lab. Ids are API (links, chapter embeds). The first preset is the
 * chapter's 3-second example (content/examples/reliability-patterns/budget); model.test.ts checks
 * it against the program's recorded output.
 */
import { type RequestBudgetState, defaultState } from './params.ts';

export const PRESET_IDS = ['three-seconds', 'queue-lost', 'no-time-left', 'inner-timeout-too-big', 'retries-dont-fit', 'fan-out'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  title: string;
  description: string;
  state: RequestBudgetState;
}

const example: RequestBudgetState = { ...defaultState };

export const PRESETS: readonly Preset[] = [
  {
    id: 'three-seconds',
    title: 'Три секунды из главы',
    description:
      'Ingress даёт 3000 мс. auth — 200 мс, профиль — 400 мс, платёж — три попытки по 600 мс и две паузы по 100 мс, то есть 2000 мс. Каждый вызов получает min(want, remaining − 100): все получают, сколько просили, после платежа остаётся 400 мс, из них 100 — резерв на ответ, 300 — запас.',
    state: example,
  },
  {
    id: 'queue-lost',
    title: '1,2 с потеряно в очереди',
    description:
      'Тот же обработчик, но запрос 1200 мс простоял в очередях до нас: остаток на входе — 1800 мс. auth и профиль получают своё, а платёж — только 1100 мс вместо 2000. Вторая попытка обрывается дедлайном (её таймаут в 600 мс не сработает), третья не начнётся вовсе.',
    state: { ...example, queuedMs: 1200 },
  },
  {
    id: 'no-time-left',
    title: 'На входе 650 мс',
    description:
      'До обработчика дошло лишь 650 мс. auth получает 200 мс, профиль — урезанные 350 мс, а платежу остаётся 100 мс, ровно резерв: remaining − reserve = 0, и вызов отказывает сразу, не уходя в сеть (ErrNoBudget), — вызывающий успевает отдать fallback.',
    state: { ...example, queuedMs: 2350 },
  },
  {
    id: 'inner-timeout-too-big',
    title: 'Таймаут клиента больше бюджета',
    description:
      'Клиент платёжки настроен «на глаз»: 5 секунд на попытку и три попытки с паузой 100 мс — 15,2 секунды. Бюджет запроса — 3 секунды, поэтому платёж получает 2300 мс: таймаут первой попытки не сработает ни разу (раньше истечёт дедлайн), а вторая и третья попытки не начнутся. Все ретрай-настройки здесь — фикция.',
    state: { ...example, timeout3: 5000 },
  },
  {
    id: 'retries-dont-fit',
    title: 'Ретраи не помещаются',
    description:
      'Бюджет 2 секунды, платёж — три попытки по 600 мс с паузами по 200 мс (2200 мс). После auth и профиля остаётся 1400 мс, минус резерв — 1300: первая попытка и пауза помещаются, вторая обрывается дедлайном, третьей не будет. Честная настройка — две попытки или таймаут попытки поменьше.',
    state: { ...example, budgetMs: 2000, backoff3: 200 },
  },
  {
    id: 'fan-out',
    title: 'Параллельный fan-out',
    description:
      'После auth обработчик параллельно ходит в профиль (400 мс), рекомендации (500 мс) и цены (300 мс), потом в платёж. Параллельная группа занимает столько, сколько самый долгий вызов, — 500 мс, а не сумму в 1200: вызовы заканчиваются к 2700 мс, и с резервом остаётся 200 мс запаса. Последовательно те же вызовы заняли бы 3400 мс и не поместились бы. Каждый вызов группы получает min(want, remaining − reserve) от общего старта.',
    state: {
      ...example,
      name3: 'reco', par3: true, timeout3: 500, attempts3: 1, backoff3: 0,
      on4: true, name4: 'pricing', par4: true, timeout4: 300, attempts4: 1, backoff4: 0,
      on5: true, name5: 'payment', par5: false, timeout5: 600, attempts5: 3, backoff5: 100,
    },
  },
];

export function presetById(id: string | undefined): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
