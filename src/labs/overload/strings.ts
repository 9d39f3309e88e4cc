/**
 * Interface strings of the overload lab, in Russian. They live with the lab (not in src/i18n/ru.ts)
 * so the lab's chunk carries them; the registry needs only the title and the summary.
 */

/** The lab's name and one-line summary for the lab list and the chapter's lab links. */
export const overloadMeta = {
  title: 'Перегрузка и метастабильные отказы',
  summary:
    'Сервер под перегрузкой и клиенты с ретраями: триггер, поддерживающий эффект и выход из ямы. Очереди FIFO, LIFO, CoDel и adaptive LIFO, сброс просроченной работы, адаптивный лимит конкурентности, троттлинг Google SRE, хеджирование, бюджет и брейкер — общие или у каждого клиента свои.',
};

export const overloadStrings = {
  ...overloadMeta,
  lead: 'Поток операций от многих клиентов идёт на один сервер с очередью. Сервер можно ненадолго замедлить или завалить всплеском, клиентам — дать ретраи и хеджирование, серверу — порядок очереди, сброс просроченного и лимит конкурентности. Смотрите, сколько работы доходит до пользователя (goodput), а сколько сервер делает впустую, и какое действие вытаскивает систему из ямы. Расчёт детерминирован: ссылка воспроизводит те же цифры.',
  reset: 'Сбросить',
  computing: 'Считаем…',
  modelNotices: 'Модель поправила параметры:',
  summaryTitle: 'Итоги прогона',
  /** Short names of the headline figures over the pinned chart (the summary has the full ones). */
  headlineFields: { goodputShare: 'Успешных', goodputAfter: 'За 10 с в конце', recovery: 'Восстановление', amplification: 'На операцию' },
  fields: {
    goodputShare: 'Успешных операций',
    goodputAfter: 'Успешных в последние 10 с',
    recovery: 'Восстановление',
    amplification: 'Запросов на операцию',
    wastedShare: 'Работа сервера впустую',
    p50Ms: 'Ответ, p50',
    p99Ms: 'Ответ, p99',
    rejected: 'Отказов сервера (503)',
    dropped: 'Сброшено просроченных',
    localRejected: 'Отказов на клиенте',
    retries: 'Ретраев',
    hedges: 'Копий (хедж)',
    peakQueue: 'Пик очереди',
  },
  recovery: {
    immediately: 'сразу',
    after: (t: string) => `через ${t}`,
    notRecovered: 'не поднялась',
    noTrigger: 'триггера нет',
    ahead: 'триггер ещё впереди',
    later: 'станет ясно позже',
  },
  figuresExplained: [
    'Успешные операции — goodput: операции, получившие ответ, пока клиент ещё ждал. Сервер может работать на полную мощность и почти не давать goodput — если отвечает тем, кто уже ушёл; это и есть «работа впустую».',
    'Восстановление считается от конца триггера (или от действия оператора, если оно позже): через сколько каждая следующая секунда до конца прогона успешна хотя бы на 90 % — по операциям, пришедшим в эту секунду.',
    'Запросов на операцию — всё, что дошло до сервера (первые попытки, ретраи, копии), делённое на число операций; отказы на клиенте (брейкер, троттлинг, бюджет) до сервера не доходят.',
  ],
  charts: {
    load: 'Нагрузка на сервер',
    loadNote: 'в секунду; пунктир — ёмкость сервера, серая полоса — триггер, вертикаль — действие',
    outcomes: 'Что получилось',
    outcomesNote: 'в секунду',
    queue: 'Очередь сервера',
    queueNote: 'запросов в очереди (максимум за интервал) и самое долгое ожидание, мс',
    latency: 'Время ответа успешных операций',
    latencyNote: 'мс, по моменту ответа',
    limit: 'Лимит конкурентности и троттлинг',
    limitNote: 'лимит — запросов в сервере; троттлинг — вероятность отказа на клиенте, %',
  },
  series: {
    arrivals: 'Новые операции',
    sent: 'Запросы на сервер',
    capacity: 'Ёмкость',
    goodput: 'Успешные операции',
    wasted: 'Обслужено впустую',
    rejected: 'Отказ 503',
    dropped: 'Сброшено сервером',
    timeouts: 'Таймауты',
    local: 'Отказ на клиенте',
    queue: 'В очереди',
    queueDelay: 'Ожидание, мс',
    p50: 'p50',
    p99: 'p99',
    limit: 'Лимит',
    throttle: 'Отказ на клиенте, %',
    trigger: 'триггер',
    action: 'действие',
  },
  enumLabels: {
    serviceDist: { exp: 'Экспоненциальное', fixed: 'Постоянное', bimodal: 'Два режима (медленный хвост)' },
    queue: { fifo: 'FIFO', lifo: 'LIFO', codel: 'CoDel (FIFO)', 'adaptive-lifo': 'Adaptive LIFO + CoDel' },
    limiter: { none: 'Нет', fixed: 'Постоянный', aimd: 'AIMD', gradient: 'Gradient2' },
    trigger: { none: 'Нет', slowdown: 'Замедление сервера', spike: 'Всплеск потока' },
    action: { none: 'Ничего', shed: 'Сбросить нагрузку (shed)', 'drop-expired': 'Сбрасывать просроченное', budget: 'Включить бюджет ретраев', 'lower-rate': 'Снизить поток' },
    budgetScope: { shared: 'Общий', 'per-client': 'У каждого клиента' },
    breakerScope: { shared: 'Общий', 'per-client': 'У каждого клиента' },
    throttleScope: { shared: 'Общий', 'per-client': 'У каждого клиента' },
  } as Record<string, Record<string, string>>,
  embedMore: 'Все параметры',
  openInLab: 'Открыть в лаборатории',
  /**
   * A long run's preview (compute.ts, previewState): the same link over the first part of its horizon;
   * while the run goes on, its charts reach further than the preview's figures (progressView).
   */
  preview: (figuresS: number, chartsS: number, wholeS: number) =>
    chartsS >= wholeS
      ? `Предварительно: цифры за первые ${figuresS}\u00a0с, графики за все ${wholeS}; досчитываем итоги…`
      : chartsS > figuresS
        ? `Предварительно: цифры за первые ${figuresS}\u00a0с, графики за ${Math.floor(chartsS)}\u00a0с из ${wholeS}; считаем дальше…`
        : `Предварительно: цифры и графики за первые ${figuresS}\u00a0с из ${wholeS}; считаем весь прогон…`,
  announce: (good: string, after: string, recovery: string) => `Успешных операций: ${good}; в последние 10 секунд: ${after}; восстановление: ${recovery}.`,
};
