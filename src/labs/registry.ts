/**
 * The labs that exist, with their code loaded on demand (charts and simulations stay out of the
 * first load). Each lab adds its entry here; ids come from catalog.ts.
 */
import { type ComponentType, type LazyExoticComponent, createElement, lazy } from 'react';
import type { LabId, LabInfo } from './catalog.ts';
import { overloadMeta } from './overload/strings.ts';

/** What a chapter passes to a lab's embed: a preset, and the controls to hide. */
export interface LabEmbedProps {
  preset?: string;
  /** Parameter keys whose controls the embed does not show. */
  hide?: readonly string[];
}

export interface LabEntry extends LabInfo {
  /** The lab's page, loaded when first shown (render it inside a Suspense boundary). */
  Page: ComponentType;
  /** Its module below the project root: a lab page preloads it and links its CSS (src/site/pageModules.ts). */
  pageModule: string;
  Embed?: LazyExoticComponent<ComponentType<LabEmbedProps>>;
}

const loaders = new Map<string, () => Promise<{ default: ComponentType }>>();
const loaded = new Map<string, ComponentType>();

/**
 * A lab's page from its module below src/labs and the import of that module (the bundler needs the
 * literal; a path that does not match fails the build, which looks the module up in its manifest).
 */
function page(path: string, load: () => Promise<{ default: ComponentType }>): Pick<LabEntry, 'Page' | 'pageModule'> {
  const pageModule = `src/labs/${path}`;
  loaders.set(pageModule, load);
  const Lazy = lazy(load);
  // The component itself once preloaded (the pre-renderer renders synchronously), else the lazy one.
  const Page = () => createElement(loaded.get(pageModule) ?? Lazy);
  return { Page, pageModule };
}

/** Loads every lab's page: the pre-renderer renders pages synchronously (src/entry-server.tsx). */
export async function preloadLabPages(): Promise<void> {
  await Promise.all([...loaders.keys()].map(preloadLabPage));
}

/**
 * Loads one lab's page before its island hydrates, so that hydration takes the whole lab at once: a lab
 * still loading behind Suspense would keep its pre-rendered buttons dead, and React drops a click on them.
 */
export async function preloadLabPage(pageModule: string): Promise<void> {
  const load = loaders.get(pageModule);
  if (load && !loaded.has(pageModule)) loaded.set(pageModule, (await load()).default);
}

export const labs: readonly LabEntry[] = [
  {
    id: 'circuit-breaker',
    title: 'Circuit breaker',
    summary:
      'Зависимость падает, флаппит или получает 4xx от бота. Настройте пороги breaker и то, что он считает отказом, и посмотрите, сколько вызовов он срезал, сколько стоял open и как быстро закрылся после восстановления.',
    chapter: 'reliability-patterns#circuit-breaker',
    ...page('circuit-breaker/CircuitBreakerLab.tsx', () => import('./circuit-breaker/CircuitBreakerLab.tsx')),
    Embed: lazy(() => import('./circuit-breaker/CircuitBreakerEmbed.tsx')),
  },
  {
    id: 'retry-storm',
    title: 'Шторм ретраев',
    summary:
      'Тысячи клиентов и одна упавшая зависимость: как ретраи без jitter бьют волнами, как jitter их сглаживает и как бюджет ретраев или circuit breaker не дают шторму удержать систему лежащей.',
    chapter: 'retries#jitter',
    ...page('retry-storm/RetryStormLab.tsx', () => import('./retry-storm/RetryStormLab.tsx')),
    Embed: lazy(() => import('./retry-storm/RetryStormEmbed.tsx')),
  },
  {
    id: 'error-chain',
    title: 'Дерево ошибок: errors.Is и errors.As',
    summary:
      'Соберите ошибку из %w, %v, errors.Join и своих типов с методами Is и As и пройдите по шагам обход errors.Is, errors.As и errors.Unwrap: в каком порядке проверяются звенья, где %v обрывает цепочку и почему Unwrap у Join возвращает nil.',
    chapter: 'errors#is-as-algorithm',
    ...page('error-chain/ErrorChainLab.tsx', () => import('./error-chain/ErrorChainLab.tsx')),
    Embed: lazy(() => import('./error-chain/ErrorChainEmbed.tsx')),
  },
  {
    id: 'panic-stepper',
    title: 'panic, defer и recover по шагам',
    summary:
      'Пошаговый разбор маленьких программ: кадры стека, списки defer, раскрутка паники, recover, который срабатывает только напрямую в отложенной функции, именованные результаты и повторная паника. Консоль совпадает с выводом настоящего Go.',
    chapter: 'panic-vs-error#unwinding',
    ...page('panic-stepper/PanicStepperLab.tsx', () => import('./panic-stepper/PanicStepperLab.tsx')),
    Embed: lazy(() => import('./panic-stepper/PanicStepperEmbed.tsx')),
  },
  {
    id: 'retry-amplification',
    title: 'Умножение ретраев по слоям',
    summary:
      'Несколько слоёв, каждый со своими попытками, над зависимостью, которая падает с вероятностью p. Сколько вызовов получает зависимость на один запрос пользователя — по формуле и по выборке Монте-Карло, — и как это чинят ретрай на одном слое, бюджет ретраев и breaker.',
    chapter: 'retries#layers',
    ...page('retry-amplification/RetryAmplificationLab.tsx', () => import('./retry-amplification/RetryAmplificationLab.tsx')),
    Embed: lazy(() => import('./retry-amplification/RetryAmplificationEmbed.tsx')),
  },
  {
    id: 'request-budget',
    title: 'Бюджет запроса',
    summary:
      'Водопад вызовов обработчика внутри дедлайна ingress: таймауты попыток, ретраи с backoff и резерв на ответ. Видно, какие внутренние таймауты не сработают никогда, какие ретраи не поместятся и сколько получает каждый дочерний контекст.',
    chapter: 'reliability-patterns#request-budget',
    ...page('request-budget/RequestBudgetLab.tsx', () => import('./request-budget/RequestBudgetLab.tsx')),
    Embed: lazy(() => import('./request-budget/RequestBudgetEmbed.tsx')),
  },
  {
    id: 'load-shedding',
    title: 'Load shedding и bulkhead',
    summary:
      'Сервер под нагрузкой 110 %: безлимитная очередь приводит к таймауту у всех, fail-fast отказывает десятой части и успевает ответить остальным. Медленная зависимость в общем пуле душит быструю, а bulkhead её изолирует.',
    chapter: 'reliability-patterns#admission-control',
    ...page('load-shedding/LoadSheddingLab.tsx', () => import('./load-shedding/LoadSheddingLab.tsx')),
    Embed: lazy(() => import('./load-shedding/LoadSheddingEmbed.tsx')),
  },
  {
    id: 'idempotency',
    title: 'Идемпотентность платежа',
    summary:
      'Таймаут после списания и ретрай: без ключа идемпотентности два списания, с ключом — одно и сохранённый ответ. Автомат ключа (claim, in_progress, done, 409, 422, release) и диаграмма сообщений по шагам.',
    chapter: 'reliability-patterns#idempotency-key-states',
    ...page('idempotency/IdempotencyLab.tsx', () => import('./idempotency/IdempotencyLab.tsx')),
    Embed: lazy(() => import('./idempotency/IdempotencyEmbed.tsx')),
  },
  {
    id: 'overload',
    title: overloadMeta.title,
    summary: overloadMeta.summary,
    chapter: 'overload#metastability',
    ...page('overload/OverloadLab.tsx', () => import('./overload/OverloadLab.tsx')),
    Embed: lazy(() => import('./overload/OverloadEmbed.tsx')),
  },
  // one entry per lab, in the order the labs index lists them (insert yours above this line)
];

export function labById(id: string): LabEntry | undefined {
  return labs.find((l) => l.id === (id as LabId));
}
