/**
 * A payment call with retries, as a pure step function over timed events.
 *
 * One logical payment: the client sends attempt 1, waits up to CLIENT_TIMEOUT_MS, and retries on a
 * timeout, 500, 504 (after BACKOFF_MS) or 409 (after Retry-After), up to `retries` times; 201 ends
 * it, 400 and 422 are final. Each attempt follows its plan: delivered normally, request lost,
 * response lost (after the charge!), server 500 before the effect, validation 400, the payment
 * provider times out after charging (the outcome is unknown to the server), or slow processing
 * (so that a retry arrives while the first attempt still runs).
 *
 * The server charges the ledger; with a key it goes through the key store (keyStore.ts) first.
 * `step(world, event)` returns the next world; `run(scenario)` drains the event queue. Nothing is
 * random: a scenario fully determines the trace.
 */
import { type KeyState, type KeyStore, type StoredResponse, admit, complete, release, stateOf } from './keyStore.ts';

export const NET_MS = 50;
export const CLIENT_TIMEOUT_MS = 1000;
export const BACKOFF_MS = 200;
export const RETRY_AFTER_MS = 1000;
export const VALIDATE_MS = 50;
export const EFFECT_MS = 100;
export const FINISH_MS = 200;
export const SLOW_MS = 1500;
export const PROVIDER_TIMEOUT_MS = 800;

export type Fault = 'ok' | 'lost-request' | 'lost-response' | 'server-500' | 'invalid-400' | 'provider-timeout' | 'slow';
export type KeyMode = 'none' | 'operation' | 'attempt';

export interface AttemptPlan {
  fault: Fault;
  /** The body of this attempt: the amount to charge. */
  amount: number;
  /** Processing time before the charge for `slow` (default SLOW_MS). */
  slowMs?: number;
}

export interface Scenario {
  keyMode: KeyMode;
  /** Retries after the first attempt. */
  retries: number;
  /** Plan of attempt i at index i − 1; attempts past the end go through normally with the last body. */
  plans: readonly AttemptPlan[];
  /** Keep the key when the outcome is unknown (correct); false releases it (the bug). */
  keepOnUnknown: boolean;
  /** Release the key on a sure failure (correct); false leaves it stuck in progress (the bug). */
  releaseOnFailure: boolean;
}

export type Transition = 'claim' | 'complete' | 'release' | 'keep' | 'conflict' | 'replay' | 'mismatch';

export type TraceKind =
  | 'send'
  | 'arrive'
  | 'claim'
  | 'replay'
  | 'conflict'
  | 'mismatch'
  | 'charge'
  | 'complete'
  | 'release'
  | 'keep'
  | 'respond'
  | 'receive'
  | 'ignored'
  | 'timeout'
  | 'success'
  | 'error'
  | 'give-up';

export interface TraceEntry {
  /** ms since the first attempt */
  t: number;
  attempt: number;
  actor: 'client' | 'server';
  kind: TraceKind;
  /** Russian, one line. */
  text: string;
  /** The key this attempt carries (null without a key). */
  key: string | null;
  /** The state of that key after this entry. */
  keyState: KeyState;
  transition: Transition | null;
  /** For 'send' and 'respond': the message; `lost` when it never arrives. */
  message?: { id: number; lost: boolean; label: string };
  /** For 'arrive', 'receive', 'ignored': the message that arrived. */
  arrivalOf?: number;
}

export interface Charge {
  id: number;
  attempt: number;
  amount: number;
  t: number;
}

export type Final =
  | { kind: 'success'; status: 201; replayed: boolean; chargeId: number; amount: number }
  | { kind: 'error'; status: 400 | 422 }
  | { kind: 'gave-up'; last: 'timeout' | 409 | 500 | 504 };

type Status = 201 | 400 | 409 | 422 | 500 | 504;

export type Ev =
  | { type: 'send'; at: number; seq: number; attempt: number }
  | { type: 'arrive'; at: number; seq: number; attempt: number; msg: number }
  | { type: 'effect'; at: number; seq: number; attempt: number }
  | { type: 'finish'; at: number; seq: number; attempt: number }
  | { type: 'fail'; at: number; seq: number; attempt: number; status: 400 | 500 }
  | { type: 'unknown'; at: number; seq: number; attempt: number }
  | { type: 'receive'; at: number; seq: number; attempt: number; msg: number; status: Status; replayed: boolean; response: StoredResponse | null }
  | { type: 'client-timeout'; at: number; seq: number; attempt: number };

type EvInput = Ev extends infer E ? (E extends Ev ? Omit<E, 'seq'> : never) : never;

interface Job {
  key: string | null;
  amount: number;
  chargeId: number | null;
}

export interface World {
  scenario: Scenario;
  now: number;
  seq: number;
  nextMsg: number;
  queue: readonly Ev[];
  store: KeyStore;
  ledger: readonly Charge[];
  jobs: Readonly<Record<number, Job>>;
  /** The attempt whose answer the client is waiting for (null between attempts and at the end). */
  waiting: number | null;
  final: Final | null;
  trace: readonly TraceEntry[];
}

export function planOf(s: Scenario, attempt: number): AttemptPlan {
  const p = s.plans[attempt - 1];
  if (p) return p;
  const last = s.plans[s.plans.length - 1];
  return { fault: 'ok', amount: last?.amount ?? 100 };
}

export function keyFor(s: Scenario, attempt: number): string | null {
  if (s.keyMode === 'none') return null;
  return s.keyMode === 'operation' ? 'K1' : `K${attempt}`;
}

const rub = (n: number) => `${n} ₽`;

export function initialWorld(scenario: Scenario): World {
  return {
    scenario,
    now: 0,
    seq: 1,
    nextMsg: 1,
    queue: [{ type: 'send', at: 0, seq: 0, attempt: 1 }],
    store: {},
    ledger: [],
    jobs: {},
    waiting: null,
    final: null,
    trace: [],
  };
}

/** A mutable draft of the next world, used inside one step only. */
class Draft {
  queue: Ev[];
  trace: TraceEntry[];
  store: KeyStore;
  ledger: Charge[];
  jobs: Record<number, Job>;
  waiting: number | null;
  final: Final | null;
  seq: number;
  nextMsg: number;
  constructor(
    readonly w: World,
    readonly now: number,
  ) {
    this.queue = [...w.queue];
    this.trace = [...w.trace];
    this.store = w.store;
    this.ledger = [...w.ledger];
    this.jobs = { ...w.jobs };
    this.waiting = w.waiting;
    this.final = w.final;
    this.seq = w.seq;
    this.nextMsg = w.nextMsg;
  }
  schedule(ev: EvInput) {
    this.queue.push({ ...ev, seq: this.seq++ } as Ev);
  }
  note(attempt: number, actor: 'client' | 'server', kind: TraceKind, text: string, extra: Partial<TraceEntry> = {}) {
    const key = keyFor(this.w.scenario, attempt);
    this.trace.push({
      t: this.now,
      attempt,
      actor,
      kind,
      text,
      key,
      keyState: key ? stateOf(this.store, key) : 'absent',
      transition: null,
      ...extra,
    });
  }
  /** The server answers attempt `attempt`; a lost-response plan loses whatever it sends. */
  respond(attempt: number, status: Status, text: string, opts: { replayed?: boolean; response?: StoredResponse | null } = {}) {
    const lost = planOf(this.w.scenario, attempt).fault === 'lost-response';
    const id = this.nextMsg++;
    this.note(attempt, 'server', 'respond', lost ? `${text} — ответ потерян в сети` : text, { message: { id, lost, label: labelOf(status, opts.replayed ?? false) } });
    if (!lost) {
      this.schedule({ type: 'receive', at: this.now + NET_MS, attempt, msg: id, status, replayed: opts.replayed ?? false, response: opts.response ?? null });
    }
  }
  retryOrGiveUp(attempt: number, after: number, last: 'timeout' | 409 | 500 | 504) {
    if (attempt <= this.w.scenario.retries) {
      this.schedule({ type: 'send', at: this.now + after, attempt: attempt + 1 });
    } else {
      this.final = { kind: 'gave-up', last };
      this.note(attempt, 'client', 'give-up', `Ретраи кончились: клиент сдаётся (${last === 'timeout' ? 'таймаут' : last}), судьба платежа ему неизвестна`);
    }
  }
  done(): World {
    this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
    return {
      scenario: this.w.scenario,
      now: this.now,
      seq: this.seq,
      nextMsg: this.nextMsg,
      queue: this.queue,
      store: this.store,
      ledger: this.ledger,
      jobs: this.jobs,
      waiting: this.waiting,
      final: this.final,
      trace: this.trace,
    };
  }
}

function labelOf(status: Status, replayed: boolean): string {
  switch (status) {
    case 201:
      return replayed ? '201 Created (сохранённый)' : '201 Created';
    case 400:
      return '400 Bad Request';
    case 409:
      return '409 Conflict, Retry-After: 1';
    case 422:
      return '422 Unprocessable Content';
    case 500:
      return '500 Internal Server Error';
    case 504:
      return '504 Gateway Timeout';
  }
}

/** Starts the work of an attempt the server accepted (with a claimed key or without a key). */
function startWork(d: Draft, attempt: number) {
  const plan = planOf(d.w.scenario, attempt);
  switch (plan.fault) {
    case 'server-500':
      d.schedule({ type: 'fail', at: d.now + EFFECT_MS, attempt, status: 500 });
      return;
    case 'invalid-400':
      d.schedule({ type: 'fail', at: d.now + VALIDATE_MS, attempt, status: 400 });
      return;
    case 'provider-timeout':
      d.schedule({ type: 'effect', at: d.now + EFFECT_MS, attempt });
      d.schedule({ type: 'unknown', at: d.now + PROVIDER_TIMEOUT_MS, attempt });
      return;
    case 'slow': {
      const slow = plan.slowMs ?? SLOW_MS;
      d.schedule({ type: 'effect', at: d.now + slow, attempt });
      d.schedule({ type: 'finish', at: d.now + slow + (FINISH_MS - EFFECT_MS), attempt });
      return;
    }
    default:
      d.schedule({ type: 'effect', at: d.now + EFFECT_MS, attempt });
      d.schedule({ type: 'finish', at: d.now + FINISH_MS, attempt });
  }
}

/** Applies one event. Pure: returns a new world and leaves `w` as it was. */
export function step(w: World, ev: Ev): World {
  const d = new Draft(w, ev.at);
  const s = w.scenario;
  const a = ev.attempt;
  const key = keyFor(s, a);
  switch (ev.type) {
    case 'send': {
      const plan = planOf(s, a);
      const id = d.nextMsg++;
      const lost = plan.fault === 'lost-request';
      d.waiting = a;
      const header = key ? `, Idempotency-Key: ${key}` : ', без ключа';
      d.note(a, 'client', 'send', `Клиент: попытка ${a}, POST /payments ${rub(plan.amount)}${header}${lost ? ' — запрос потерян, сервер его не получит' : ''}`, {
        message: { id, lost, label: `POST ${rub(plan.amount)}${key ? ` · ${key}` : ''}` },
      });
      d.jobs[a] = { key, amount: plan.amount, chargeId: null };
      if (!lost) d.schedule({ type: 'arrive', at: d.now + NET_MS, attempt: a, msg: id });
      d.schedule({ type: 'client-timeout', at: d.now + CLIENT_TIMEOUT_MS, attempt: a });
      break;
    }
    case 'arrive': {
      const job = d.jobs[a]!;
      if (!key) {
        d.note(a, 'server', 'arrive', `Сервер получил попытку ${a} без ключа и выполняет её как новую операцию`, { arrivalOf: ev.msg });
        startWork(d, a);
        break;
      }
      d.note(a, 'server', 'arrive', `Сервер получил попытку ${a}, ищет ключ ${key}`, { arrivalOf: ev.msg });
      const { store, admission } = admit(d.store, key, `amount=${job.amount}`);
      d.store = store;
      switch (admission.kind) {
        case 'claimed':
          d.note(a, 'server', 'claim', `Ключа ${key} нет: сервер занимает его (in_progress) и начинает работу`, { transition: 'claim' });
          startWork(d, a);
          break;
        case 'mismatch':
          d.note(a, 'server', 'mismatch', `Ключ ${key} уже занят запросом с другим телом: это другая операция`, { transition: 'mismatch' });
          d.respond(a, 422, 'Сервер: 422, ключ переиспользован с другим телом');
          break;
        case 'conflict':
          d.note(a, 'server', 'conflict', `Ключ ${key} в состоянии in_progress: прежняя попытка не закончена или её исход не выяснен, повтор не выполняем`, { transition: 'conflict' });
          d.respond(a, 409, 'Сервер: 409 Conflict, Retry-After: 1');
          break;
        case 'replay':
          d.note(a, 'server', 'replay', `Ключ ${key} в состоянии done: сервер отдаёт сохранённый ответ, ничего не выполняя`, { transition: 'replay' });
          d.respond(a, 201, `Сервер: 201, платёж №${admission.response.chargeId} (сохранённый ответ)`, { replayed: true, response: admission.response });
          break;
      }
      break;
    }
    case 'effect': {
      const job = d.jobs[a]!;
      const charge: Charge = { id: d.ledger.length + 1, attempt: a, amount: job.amount, t: d.now };
      d.ledger.push(charge);
      d.jobs[a] = { ...job, chargeId: charge.id };
      d.note(a, 'server', 'charge', `Списание №${charge.id}: ${rub(job.amount)} (попытка ${a})`);
      break;
    }
    case 'finish': {
      const job = d.jobs[a]!;
      const response: StoredResponse = { status: 201, chargeId: job.chargeId!, amount: job.amount };
      if (key) {
        d.store = complete(d.store, key, response);
        d.note(a, 'server', 'complete', `Ответ сохранён под ключом ${key}: in_progress → done`, { transition: 'complete' });
      }
      d.respond(a, 201, `Сервер: 201, платёж №${response.chargeId}`, { response });
      break;
    }
    case 'fail': {
      const what = ev.status === 500 ? 'ошибка до списания' : 'тело не прошло валидацию';
      if (key) {
        if (s.releaseOnFailure) {
          d.store = release(d.store, key);
          d.note(a, 'server', 'release', `Точный отказ (${what}), эффекта не было: ключ ${key} освобождён`, { transition: 'release' });
        } else {
          d.note(a, 'server', 'keep', `Точный отказ (${what}), но ключ ${key} не освобождён: он залип в in_progress`, { transition: 'keep' });
        }
      }
      d.respond(a, ev.status, ev.status === 500 ? 'Сервер: 500, списания не было' : 'Сервер: 400, неверный запрос');
      break;
    }
    case 'unknown': {
      if (key) {
        if (s.keepOnUnknown) {
          d.note(a, 'server', 'keep', `Платёжная система не ответила: списание могло пройти. Ключ ${key} остаётся in_progress до сверки`, { transition: 'keep' });
        } else {
          d.store = release(d.store, key);
          d.note(a, 'server', 'release', `Платёжная система не ответила, а ключ ${key} освобождён: повтор спишет ещё раз`, { transition: 'release' });
        }
      }
      d.respond(a, 504, 'Сервер: 504, исход у платёжной системы неизвестен');
      break;
    }
    case 'receive': {
      if (d.final || d.waiting !== a) {
        d.note(a, 'client', 'ignored', `Ответ на попытку ${a} (${ev.status}) пришёл, но клиент его уже не ждёт`, { arrivalOf: ev.msg });
        break;
      }
      d.waiting = null;
      d.note(a, 'client', 'receive', `Клиент получил ${labelOf(ev.status, ev.replayed)} на попытку ${a}`, { arrivalOf: ev.msg });
      switch (ev.status) {
        case 201:
          d.final = { kind: 'success', status: 201, replayed: ev.replayed, chargeId: ev.response!.chargeId, amount: ev.response!.amount };
          d.note(a, 'client', 'success', ev.replayed ? `Успех: платёж №${ev.response!.chargeId}, ответ воспроизведён сервером` : `Успех: платёж №${ev.response!.chargeId}`);
          break;
        case 400:
        case 422:
          d.final = { kind: 'error', status: ev.status };
          d.note(a, 'client', 'error', `Ошибка ${ev.status} не ретраится: клиент показывает её пользователю`);
          break;
        case 409:
          d.retryOrGiveUp(a, RETRY_AFTER_MS, 409);
          break;
        case 500:
        case 504:
          d.retryOrGiveUp(a, BACKOFF_MS, ev.status);
          break;
      }
      break;
    }
    case 'client-timeout': {
      if (d.final || d.waiting !== a) break; // answered in time: nothing to do
      d.waiting = null;
      d.note(a, 'client', 'timeout', `Таймаут попытки ${a}: ответа нет за ${CLIENT_TIMEOUT_MS} мс, исход неизвестен`);
      d.retryOrGiveUp(a, BACKOFF_MS, 'timeout');
      break;
    }
  }
  return d.done();
}

export interface RunResult {
  trace: readonly TraceEntry[];
  ledger: readonly Charge[];
  final: Final | null;
  attempts: number;
  store: KeyStore;
}

export const MAX_EVENTS = 500;

export function run(scenario: Scenario): RunResult {
  let w = initialWorld(scenario);
  for (let i = 0; i < MAX_EVENTS && w.queue.length > 0; i++) {
    const [ev, ...rest] = w.queue;
    w = step({ ...w, queue: rest }, ev!);
  }
  const attempts = w.trace.filter((e) => e.kind === 'send').length;
  return { trace: w.trace, ledger: w.ledger, final: w.final, attempts, store: w.store };
}
