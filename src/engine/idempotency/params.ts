/**
 * Parameter table of the idempotency lab (`/labs/idempotency?v=1&key=operation&failure=concurrent`)
 * and the mapping from the learner's choices to a scenario of the step model.
 */
import { defaultsOf, defineParams, type StateOf } from '../../url/params.ts';
import type { AttemptPlan, Fault, Scenario } from './sim.ts';

export const FAILURES = ['none', 'lost-request', 'lost-response', 'server-500', 'invalid-400', 'provider-timeout', 'concurrent', 'body-changed'] as const;
export type Failure = (typeof FAILURES)[number];

export const idempotencyParams = defineParams(1, [
  {
    key: 'key', kind: 'enum', values: ['none', 'operation', 'attempt'], default: 'none', unit: '', group: 'client',
    label: 'Ключ идемпотентности',
    hint: 'Один ключ на логический платёж, новый на каждую попытку (частая ошибка) или без ключа',
  },
  {
    key: 'retries', kind: 'int', default: 2, min: 0, max: 5, unit: '', group: 'client',
    label: 'Ретраев',
    hint: 'Сколько повторов после первой попытки; таймаут, 500, 504 и 409 ретраятся, 400 и 422 — нет',
  },
  {
    key: 'failure', kind: 'enum', values: FAILURES, default: 'lost-response', unit: '', group: 'failure',
    label: 'Где сбой',
    hint: 'Что случается с первой попыткой (и со следующими, если сбой повторяется). Потерян ответ — сервер уже списал деньги, а клиент получил таймаут; платёжная система молчит — списание могло пройти, сервер этого не знает',
  },
  {
    key: 'failTimes', kind: 'int', default: 1, min: 1, max: 6, unit: '', group: 'failure',
    label: 'Попыток со сбоем',
    hint: 'Сколько попыток подряд встречают этот сбой; остальные проходят нормально',
  },
  {
    key: 'keepOnUnknown', kind: 'bool', default: true, unit: '', group: 'server',
    label: 'Держать ключ при неизвестном исходе',
    hint: 'Платёжная система не ответила: ключ остаётся in_progress до сверки. Выключите, чтобы увидеть, чем опасно освобождение',
  },
  {
    key: 'releaseOnFailure', kind: 'bool', default: true, unit: '', group: 'server',
    label: 'Освобождать ключ при точном отказе',
    hint: 'Ошибка до списания или 400: эффекта нет, ключ удаляется. Выключите, чтобы увидеть залипший ключ',
  },
] as const);

export type IdempotencyState = StateOf<typeof idempotencyParams>;

export const PARAM_GROUPS: Record<string, string> = {
  client: 'Клиент',
  failure: 'Сбой',
  server: 'Сервер',
};

export const defaultState: IdempotencyState = defaultsOf(idempotencyParams);

/** The amount of the first attempt; a changed body asks for this much instead. */
export const AMOUNT = 100;
export const CHANGED_AMOUNT = 150;

const FAULT: Record<Failure, Fault> = {
  none: 'ok',
  'lost-request': 'lost-request',
  'lost-response': 'lost-response',
  'server-500': 'server-500',
  'invalid-400': 'invalid-400',
  'provider-timeout': 'provider-timeout',
  concurrent: 'slow',
  // The body changes on a retry after a timeout that followed the charge.
  'body-changed': 'lost-response',
};

export function scenarioOf(s: IdempotencyState): Scenario {
  const attempts = s.retries + 1;
  const plans: AttemptPlan[] = [];
  for (let i = 1; i <= attempts; i++) {
    plans.push({
      fault: i <= s.failTimes ? FAULT[s.failure] : 'ok',
      amount: s.failure === 'body-changed' && i > 1 ? CHANGED_AMOUNT : AMOUNT,
    });
  }
  return { keyMode: s.key, retries: s.retries, plans, keepOnUnknown: s.keepOnUnknown, releaseOnFailure: s.releaseOnFailure };
}
