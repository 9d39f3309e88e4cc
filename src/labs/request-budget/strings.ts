/** The request-budget lab's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';
import { labs } from '../strings.ts';

export const requestBudget = {
  title: 'Бюджет запроса',
  summary:
    'Водопад вызовов обработчика внутри дедлайна ingress: таймауты попыток, ретраи с backoff и резерв на ответ. Видно, какие внутренние таймауты не сработают никогда, какие ретраи не поместятся и сколько получает каждый дочерний контекст.',
  lead: 'Обработчик вызывает зависимости по очереди или параллельно; у каждого вызова свой таймаут попытки, число попыток и пауза backoff. Водопад показывает худший случай, когда каждая попытка ждёт до конца. Каждый вызов получает дочерний дедлайн по правилу child = min(want, remaining − reserve), а если remaining − reserve ≤ 0, в сеть не идёт вовсе.',
  chartTitle: 'Водопад бюджета',
  chartNote: 'худший случай: каждая попытка ждёт до своего таймаута или до дедлайна',
  ingress: 'ingress',
  queue: 'очередь',
  deadline: (ms: string) => `дедлайн ${ms}`,
  answer: 'ответ',
  slack: (ms: string) => `запас ${ms}`,
  refused: 'отказ: ErrNoBudget',
  skipped: 'не выполнялся',
  parallelMark: '∥',
  legendAttempt: 'попытка',
  legendCut: 'оборвана дедлайном',
  legendGhost: 'не сработавший таймаут или ненаступившая попытка',
  legendPause: 'пауза backoff',
  legendReserve: 'резерв на ответ',
  verdictFits: (slack: string) => `План помещается: в худшем случае остаётся ${slack} запаса.`,
  verdictNoFit: 'План не помещается в бюджет: часть настроек — фикция.',
  verdictRefused: (name: string) => `«${name}» не получит времени вовсе: отказ без похода в сеть.`,
  deadTimeout: (name: string, attempt: number) => `${name}: таймаут попытки ${attempt} не сработает никогда — раньше истечёт дедлайн.`,
  lostAttempts: (name: string, n: number) => `${name}: ${n} ${n === 1 ? 'попытка не начнётся' : n < 5 ? 'попытки не начнутся' : 'попыток не начнутся'} — для них нет времени.`,
  cutStep: (name: string, want: string, got: string) => `${name}: хочет ${want}, получает ${got}.`,
  naive: (ms: string) => `Без бюджета, если бы каждый вызов получил всё, что хочет, вызовы заняли бы ${ms}.`,
  tableTitle: 'Дочерние контексты',
  colStep: 'Вызов',
  colWant: 'Хочет (want)',
  colRemaining: 'Осталось на старте',
  colRule: 'remaining − reserve',
  colGranted: 'Получает',
  colLeft: 'Осталось после',
  colAttempts: 'Попытки',
  attemptsOf: (ran: number, total: number) => `${ran} из ${total}`,
  status: { ok: 'полностью', cut: 'урезан', refused: 'отказ', skipped: 'не выполнялся' } as Record<string, string>,
  rule: 'child = min(want, remaining − reserve)',
  openInLab: 'Открыть в лаборатории',
  moreControls: 'Вызовы и таймауты',
  chartSummary: (parts: string) => `Водопад: ${parts}`,
} as const;

export const t = { ...shared, labs, requestBudget };
