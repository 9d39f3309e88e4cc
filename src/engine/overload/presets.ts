/**
 * Presets of the overload lab. Ids are API: chapters embed them (`<LabEmbed id="overload"
 * preset="metastable">`), links and the CLI name them (`npm run sim -- --lab overload --preset …`).
 * Every figure a description quotes is computed by the engine and pinned by presets.test.ts.
 *
 * The common server: 10 workers, 10 ms per request on average (exponential), so 1000 requests per
 * second; 800 operations per second (80\u00a0% load); the client waits 1 s per attempt. Seed 1.
 */
import { defaultState, type OverloadKey, type OverloadState } from './params';

export const PRESET_IDS = [
  'metastable',
  'recover-shed',
  'recover-drop-expired',
  'recover-budget',
  'recover-lower-rate',
  'serve-in-vain',
  'drop-expired',
  'queue-lifo',
  'queue-codel',
  'queue-adaptive-lifo',
  'spike-fifo',
  'limit-aimd',
  'limit-gradient',
  'limit-fixed-high',
  'throttle',
  'hedge-low-load',
  'hedge-high-load',
  'hedge-no-budget',
  'budget-per-client',
  'breaker-per-client',
  'breaker-partial-failure',
  'budget-below-threshold',
  'budget-above-threshold',
] as const;
export type OverloadPresetId = (typeof PRESET_IDS)[number];

export interface OverloadPreset {
  id: OverloadPresetId;
  /** Russian title. */
  title: string;
  /** Russian paragraph: what to look at, with the figures. */
  description: string;
  state: OverloadState;
  /** The controls an embed shows first: the knobs this preset is about. */
  controls: readonly OverloadKey[];
  /** Russian heading of the preset's topic in the lab's list. */
  group: string;
}

const base: OverloadState = { ...defaultState, seed: 1, horizonS: 60, rate: 800, clients: 20, workers: 10, serviceMs: 10, timeoutMs: 1000 };

/** The metastable failure: a 5 s slowdown, three attempts per operation, a queue of 2000. */
const metastable: OverloadState = {
  ...base,
  trigger: 'slowdown',
  triggerAtS: 10,
  triggerS: 5,
  triggerFactor: 2,
  maxAttempts: 3,
  queueMax: 2000,
};
const recover = (action: OverloadState['action'], extra: Partial<OverloadState> = {}): OverloadState => ({
  ...metastable,
  action,
  actionAtS: 30,
  ...extra,
});

/** Sustained overload: 1100 operations per second against 1000 (110 %), no retries, an unbounded queue. */
const sustained: OverloadState = { ...base, rate: 1100 };
/** A 30 s spike to 1200 operations per second. */
const spike: OverloadState = { ...base, trigger: 'spike', triggerAtS: 10, triggerS: 30, triggerFactor: 1.5 };
/** A slow tail: 2\u00a0% of requests take 100 ms instead of 10 ms; one copy after 20 ms. */
const tail: OverloadState = {
  ...base,
  serviceDist: 'bimodal',
  slowShare: 0.02,
  slowFactor: 10,
  maxAttempts: 2,
  hedgeDelayMs: 20,
  hedgeBudget: 0.05,
};
/** A 5 s outage (the server 100 times slower) against many clients. */
const outage = (clients: number, maxAttempts: number): OverloadState => ({
  ...base,
  clients,
  trigger: 'slowdown',
  triggerAtS: 10,
  triggerS: 5,
  triggerFactor: 100,
  maxAttempts,
  queueMax: 2000,
});
/** A server that fails a share of requests at once; five attempts, the gRPC budget (r = 0.1). */
const flaky = (errorRate: number): OverloadState => ({ ...base, rate: 500, errorRate, maxAttempts: 5, budget: true });

const NB = '\u00a0';

export const presets: readonly OverloadPreset[] = [
  {
    id: 'metastable',
    title: 'Метастабильный отказ',
    description:
      'Триггер: с 10-й по 15-ю секунду сервер вдвое медленнее. Поддерживающий эффект: очередь дорастает до 2000 запросов, ' +
      'ожидание в ней — до 2,5 с при таймауте 1 с, клиенты уходят и ретраят, и на сервер идёт 2400 запросов в секунду при ' +
      'ёмкости 1000. Замедление давно кончилось, а из операций последних 10 секунд успешны 0,2\u00a0%: сервер занят полностью, ' +
      `но 84\u00a0% его работы — ответы, которых никто не ждёт. Без действия оператора система так и остаётся лежать.`,
    state: metastable,
    controls: ['action', 'maxAttempts', 'queueMax', 'triggerFactor'],
    group: 'Метастабильный отказ и выход из него',
  },
  {
    id: 'recover-shed',
    title: 'Выход: сбросить нагрузку',
    description:
      'Тот же метастабильный отказ, но на 30-й секунде сервер начинает отказывать сверх очереди в 100 запросов и сбрасывает ' +
      'лишнее из неё. Через секунду в очереди не больше 40 запросов, ответы снова успевают к клиентам, ретраев становится ' +
      'меньше — и уже первая секунда после действия здорова: успешны 100\u00a0% операций последних 10 секунд.',
    state: recover('shed'),
    controls: ['action', 'actionAtS', 'shedQueue'],
    group: 'Метастабильный отказ и выход из него',
  },
  {
    id: 'recover-drop-expired',
    title: 'Выход: не работать на ушедших',
    description:
      'На 30-й секунде сервер начинает пропускать запросы, клиент которых уже ушёл или уйдёт раньше, чем запрос успеет ' +
      'обработаться (дедлайн едет вместе с запросом, как grpc-timeout). Очередь из мёртвых запросов тает без работы, ' +
      'обработанные ответы снова нужны — успешны 100\u00a0% операций последних 10 секунд.',
    state: recover('drop-expired'),
    controls: ['action', 'actionAtS'],
    group: 'Метастабильный отказ и выход из него',
  },
  {
    id: 'recover-budget',
    title: 'Выход: бюджет ретраев',
    description:
      'На 30-й секунде клиенты включают бюджет ретраев (gRPC retryThrottling: ретраи, только пока токенов больше половины). ' +
      'Ретраи быстро глохнут, поток на сервер падает до 800 в секунду, очередь рассасывается за несколько секунд: ' +
      'через 6 с после действия каждая секунда здорова.',
    state: recover('budget'),
    controls: ['action', 'actionAtS', 'budgetRatio'],
    group: 'Метастабильный отказ и выход из него',
  },
  {
    id: 'recover-lower-rate',
    title: 'Выход: снизить поток',
    description:
      'На 30-й секунде поток операций на 10 секунд снижают до четверти (200 в секунду, с ретраями — до 600 запросов): ' +
      'очередь тает, и когда поток возвращается к 800, система остаётся здоровой — оба состояния устойчивы. Снизить ' +
      'вдвое мало: 400 операций с тремя попытками — это 1200 запросов против 1000, и система остаётся лежать.',
    state: recover('lower-rate'),
    controls: ['action', 'lowerFactor', 'lowerS'],
    group: 'Метастабильный отказ и выход из него',
  },
  {
    id: 'serve-in-vain',
    title: 'Сервер работает впустую',
    description:
      `1100 операций в секунду против ёмкости 1000, без ретраев, очередь без лимита, порядок FIFO. Очередь растёт на 100 ` +
      `в секунду; через 10 секунд ожидание больше таймаута, и каждый обработанный запрос уже никому не нужен. ` +
      `За минуту успешны 17,5\u00a0% операций, из последних 10 секунд — ни одна; 82,5\u00a0% работы сервера — впустую.`,
    state: sustained,
    controls: ['dropExpired', 'queue', 'rate'],
    group: 'Работа для ушедших клиентов',
  },
  {
    id: 'drop-expired',
    title: 'Сервер сбрасывает просроченное',
    description:
      'Та же перегрузка, но сервер знает дедлайн клиента и не берёт в работу запрос, который не успеет. Успешны 78\u00a0% ' +
      'операций вместо 17,5\u00a0%, впустую — лишь запросы, что не уложились в остаток времени. Но очередь FIFO по-прежнему ' +
      'длиной в таймаут: медиана ответа — 985 мс, почти весь дедлайн.',
    state: { ...sustained, dropExpired: true },
    controls: ['dropExpired', 'queue', 'rate'],
    group: 'Работа для ушедших клиентов',
  },
  {
    id: 'queue-lifo',
    title: 'LIFO под перегрузкой',
    description:
      'Та же перегрузка, очередь LIFO: сервер берёт самый свежий запрос. Свежие получают ответ быстро (медиана — 10 мс, ' +
      'p99 — 183 мс), успешны 91\u00a0% операций — почти вся ёмкость. Цена — несправедливость: старые запросы лежат на дне ' +
      'и ждут до 66 с, их клиенты давно ушли.',
    state: { ...sustained, queue: 'lifo' },
    controls: ['queue', 'rate'],
    group: 'Порядок очереди под перегрузкой',
  },
  {
    id: 'queue-codel',
    title: 'CoDel: стоячая очередь не живёт',
    description:
      'Та же перегрузка, очередь FIFO с CoDel (вариант Facebook): если очередь не пустела последние 100 мс, запрос может ' +
      'ждать в ней не больше 5 мс, иначе — до 100 мс; не дождавшийся получает быстрый 503. Это не простой таймаут: ' +
      'короткий предел включается только для стоячей очереди. Успешны 89\u00a0% операций, p99 — 64 мс, впустую — ничего.',
    state: { ...sustained, queue: 'codel' },
    controls: ['queue', 'codelTargetMs', 'codelIntervalMs'],
    group: 'Порядок очереди под перегрузкой',
  },
  {
    id: 'queue-adaptive-lifo',
    title: 'Adaptive LIFO',
    description:
      'Та же перегрузка: FIFO, пока очередь не стоячая, LIFO — когда стоит, вместе с таймаутами CoDel, как у Facebook. ' +
      `Успешны 88,9\u00a0% операций, медиана — 15 мс. При нагрузке 50\u00a0% очередь не стоит, и прогон до последнего числа ` +
      'совпадает с CoDel: порядок остаётся честным FIFO.',
    state: { ...sustained, queue: 'adaptive-lifo' },
    controls: ['queue', 'codelTargetMs', 'codelIntervalMs'],
    group: 'Порядок очереди под перегрузкой',
  },
  {
    id: 'spike-fifo',
    title: 'Всплеск без защиты',
    description:
      'С 10-й по 40-ю секунду поток в полтора раза выше (1200 в секунду). Очередь FIFO без лимита растёт до 5700 запросов, ' +
      'ожидание — до 5,8 с: после всплеска сервер ещё долго разбирает запросы, которых никто не ждёт. Из операций последних ' +
      '10 секунд не успешна ни одна; за минуту — 24\u00a0%.',
    state: spike,
    controls: ['limiter', 'queue', 'triggerFactor'],
    group: 'Лимит конкурентности',
  },
  {
    id: 'limit-aimd',
    title: 'Лимит конкурентности AIMD',
    description:
      'Тот же всплеск, перед сервером лимит AIMD (как AIMDLimit из Netflix concurrency-limits): ответ дольше 100 мс — лимит ' +
      '× 0,9, иначе +1. Лишнее сразу получает 503, очередь не выше 130, p99 — 127 мс; успешны 91\u00a0% операций, после ' +
      'всплеска — все.',
    state: { ...spike, limiter: 'aimd' },
    controls: ['limiter', 'aimdTimeoutMs', 'triggerFactor'],
    group: 'Лимит конкурентности',
  },
  {
    id: 'limit-gradient',
    title: 'Лимит конкурентности Gradient2',
    description:
      'Тот же всплеск, лимит Gradient2 (Netflix): раз в секунду он сравнивает среднюю задержку с долгосрочной и уменьшает ' +
      'лимит, когда задержка растёт. По закону Литтла лимит — это пропускная способность × задержка: держа лимит около ' +
      'ёмкости, он держит и задержку — p99 56 мс, очередь не выше 25; успешны 90\u00a0% операций.',
    state: { ...spike, limiter: 'gradient' },
    controls: ['limiter', 'gradTolerance', 'triggerFactor'],
    group: 'Лимит конкурентности',
  },
  {
    id: 'limit-fixed-high',
    title: 'Постоянный лимит выше, чем нужно',
    description:
      'Тот же всплеск с постоянным лимитом в 2000 запросов. Сервер за секунду таймаута успевает 1000, так что лимит ' +
      'отсекает лишь то, что уже не спасти: в очереди до 1990 запросов, ожидание — до 2,1 с, 55\u00a0% работы впустую, ' +
      'успешны 42\u00a0% операций, а после всплеска сервер ещё 7 с разбирает запросы ушедших клиентов. Лимит, подобранный ' +
      '«с запасом», не защищает; адаптивный находит порог сам.',
    state: { ...spike, limiter: 'fixed', limit: 2000, limitMax: 2000 },
    controls: ['limiter', 'limit', 'triggerFactor'],
    group: 'Лимит конкурентности',
  },
  {
    id: 'throttle',
    title: 'Адаптивный троттлинг (SRE)',
    description:
      'Клиенты хотят 3000 операций в секунду с тремя попытками против ёмкости 1000; сервер с CoDel отвечает быстрым 503. ' +
      'Без троттлинга на сервер летит 7900 запросов в секунду. С троттлингом Google SRE (K = 2) каждый клиент отказывает ' +
      'сам с вероятностью max(0, (requests − K·accepts)/(requests + 1)), и сервер получает около K × принятых: 2050 ' +
      'запросов в секунду на 1000 успешных. Для сравнения: бюджет ретраев срезает только повторы — на сервер идут все ' +
      '3000 первых попыток; брейкер отсекает почти всё — 250 запросов в секунду, и успешны 3,4\u00a0% операций против 34\u00a0%.',
    state: { ...base, horizonS: 40, rate: 3000, queue: 'codel', maxAttempts: 3, throttle: true, throttleK: 2 },
    controls: ['throttle', 'throttleK', 'budget', 'breaker'],
    group: 'Троттлинг на клиенте',
  },
  {
    id: 'hedge-low-load',
    title: 'Хеджирование при низкой нагрузке',
    description:
      'Нагрузка 30\u00a0%, 2\u00a0% запросов обрабатываются 100 мс вместо 10. Без хеджирования p99 — 100 мс. С копией через 20 мс ' +
      '(бюджет — 5\u00a0% запросов) p99 — 30 мс: медленный запрос обгоняет его копия. Цена — 2\u00a0% лишних запросов.',
    state: { ...tail, rate: 250, hedge: true },
    controls: ['hedge', 'hedgeDelayMs', 'rate', 'hedgeBudget'],
    group: 'Хеджирование',
  },
  {
    id: 'hedge-high-load',
    title: 'Хеджирование при высокой нагрузке',
    description:
      'То же хеджирование при нагрузке около 90\u00a0%: уже очередь, а не медленные запросы, держит ответ дольше 20 мс, и копии ' +
      'встают в ту же очередь. p99 вырос со 103 мс без хеджирования до 215 мс — хеджирование под нагрузкой вредит; ' +
      'бюджет в 5\u00a0% не даёт ему обрушить сервер.',
    state: { ...tail, rate: 750, hedge: true },
    controls: ['hedge', 'hedgeBudget', 'rate'],
    group: 'Хеджирование',
  },
  {
    id: 'hedge-no-budget',
    title: 'Хеджирование без бюджета',
    description:
      'То же, но без бюджета копий: копию получает каждый запрос, ждущий дольше 20 мс, нагрузка удваивается выше ёмкости, ' +
      'и сервер тонет: успешны 2,4\u00a0% операций. Хедж-запросам нужен бюджет, а под перегрузкой их выключают.',
    state: { ...tail, rate: 750, hedge: true, hedgeBudget: 1 },
    controls: ['hedge', 'hedgeBudget', 'rate'],
    group: 'Хеджирование',
  },
  {
    id: 'budget-per-client',
    title: 'Бюджет у каждого клиента',
    description:
      `200 клиентов, сервер на 5 с почти встал. Общий бюджет в 100 токенов пропускает за прогон 49 ретраев; у каждого ` +
      `клиента свой такой же бюджет — 8868: каждый тратит свои 50 токенов, прежде чем замолчать. Бюджет на клиента ` +
      `ограничивает флот в ${200}${NB}× maxTokens/2 ретраев, а не в maxTokens/2.`,
    state: { ...outage(200, 5), budget: true, budgetScope: 'per-client' },
    controls: ['budgetScope', 'clients', 'budgetTokens'],
    group: 'Бюджет ретраев и брейкер',
  },
  {
    id: 'breaker-per-client',
    title: 'Брейкер у каждого клиента',
    description:
      '1000 клиентов, у каждого около 0,8 операции в секунду, сервер на 5 с почти встал. Общий брейкер размыкается в первую ' +
      'секунду сбоя, и система здорова через 2 с после него. Брейкер на клиента в окне 1 с никогда не набирает 20 запросов — ' +
      'он не сработал ни разу, и ретраи держат сервер лежащим до конца: успешны 17\u00a0% операций.',
    state: { ...outage(1000, 3), breaker: true, breakerScope: 'per-client' },
    controls: ['breakerScope', 'clients', 'brkMinRequests'],
    group: 'Бюджет ретраев и брейкер',
  },
  {
    id: 'breaker-partial-failure',
    title: 'Общий брейкер при частичном отказе',
    description:
      'Четыре шарда, один лёг: на запросы четверти клиентов сервер отвечает ошибкой, остальные здоровы; брейкер ' +
      'размыкается при 20\u00a0% ошибок в окне 1 с. Без брейкера успешны 75\u00a0% операций — ровно здоровые. Общий брейкер ' +
      'видит 25\u00a0% ошибок, размыкается и режет всех: успешны 0,7\u00a0%. Брейкер у каждого клиента отсекает только ' +
      'больных: снова 75\u00a0%, а на сервер идёт 600 запросов в секунду вместо 800. Общий брейкер превращает частичный ' +
      'отказ в полный.',
    state: { ...base, errorRate: 1, errorClients: 0.25, breaker: true, brkRatio: 0.2 },
    controls: ['breakerScope', 'errorClients', 'breaker'],
    group: 'Бюджет ретраев и брейкер',
  },
  {
    id: 'budget-below-threshold',
    title: 'Бюджет ретраев: 8\u00a0% ошибок',
    description:
      'Сервер сразу отклоняет 8\u00a0% запросов, у клиентов бюджет gRPC с tokenRatio 0,1 и до 5 попыток. Порог бюджета — ' +
      'r/(1+r) = 9,1\u00a0% ошибок: ниже него токенов прибывает больше, чем убывает, и ретраятся все неудачи — 1,086 запроса ' +
      'на операцию; формула (1 − 0,08⁵)/(1 − 0,08) даёт 1,087.',
    state: flaky(0.08),
    controls: ['errorRate', 'budget', 'budgetRatio'],
    group: 'Бюджет ретраев и брейкер',
  },
  {
    id: 'budget-above-threshold',
    title: 'Бюджет ретраев: 12\u00a0% ошибок',
    description:
      'То же при 12\u00a0% ошибок — выше порога 9,1\u00a0%: токены тают, ретраи прекращаются, 1,005 запроса на операцию (без бюджета — ' +
      '1,138). Бюджет отключает ретраи сам, когда они уже не помогают, а только множат нагрузку.',
    state: flaky(0.12),
    controls: ['errorRate', 'budget', 'budgetRatio'],
    group: 'Бюджет ретраев и брейкер',
  },
];

export function presetById(id: string): OverloadPreset | undefined {
  return presets.find((p) => p.id === id);
}
