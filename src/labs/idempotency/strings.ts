/** The idempotency lab's interface strings, in Russian. */
import { ruPlural } from '../../i18n/plural.ts';
import { t as shared } from '../../i18n/index.ts';
import { labs } from '../strings.ts';

export const idempotency = {
  title: 'Идемпотентность платежа',
  summary:
    'Таймаут после списания и ретрай: без ключа идемпотентности два списания, с ключом — одно и сохранённый ответ. Автомат ключа (claim, in_progress, done, 409, 422, release) и диаграмма сообщений по шагам.',
  lead: 'Клиент платит 100 ₽ и повторяет запрос после таймаута, 500 или 409. Выберите, где случается сбой и есть ли у запроса Idempotency-Key, и пройдите сценарий по шагам: журнал списаний, автомат ключа на сервере и сообщения между клиентом и сервером.',
  reset: 'Сбросить',
  verdictTitle: 'Итог',
  charges: (n: number) =>
    n === 0 ? 'Списаний нет' : n === 1 ? 'Одно списание' : `${n === 2 ? 'Двойное списание' : 'Лишние списания'}: ${n} ${ruPlural(n, 'списание', 'списания', 'списаний')} на один платёж`,
  chargesShort: (n: number) => `${n} ${ruPlural(n, 'списание', 'списания', 'списаний')}`,
  ledgerTitle: 'Журнал списаний',
  ledgerEmpty: 'Пока ничего не списано.',
  ledgerNo: '№',
  ledgerAttempt: 'Попытка',
  ledgerAmount: 'Сумма',
  ledgerTime: 'Время',
  clientTitle: 'Что увидел клиент',
  finalSuccess: (id: number, replayed: boolean) => `201: платёж №${id}${replayed ? ', ответ воспроизведён по ключу' : ''}`,
  finalError: (status: number) => `Ошибка ${status}, без повторов`,
  finalGaveUp: (last: string) => `Сдался после ретраев (последний ответ: ${last}); исход платежа ему неизвестен`,
  finalPending: 'Ещё ждёт ответа',
  attempts: (n: number) => `${n} ${ruPlural(n, 'попытка', 'попытки', 'попыток')}`,
  stepTitle: 'Шаг за шагом',
  stepSlider: 'Шаг сценария',
  machineTitle: 'Автомат ключа на сервере',
  machineNote: 'текущее состояние и переход выделены; пройденные переходы — сплошные, с числом срабатываний',
  machineNoKey: 'Без ключа сервер ничего не помнит: каждый запрос для него — новая операция.',
  machineKey: (key: string) => `Ключ ${key}`,
  states: { absent: 'нет записи', in_progress: 'in_progress', done: 'done' } as Record<string, string>,
  transitions: {
    claim: 'claim: занять',
    complete: 'ответ сохранён',
    release: 'release: точный отказ',
    keep: 'держим: исход неизвестен',
    conflict: 'повтор → 409',
    replay: 'повтор → сохранённый ответ',
    mismatch: 'другое тело → 422',
  } as Record<string, string>,
  machineSummary: (key: string, state: string, path: string) => `Ключ ${key} сейчас в состоянии ${state}. Пройденные переходы: ${path}.`,
  machineNone: 'нет',
  sequenceTitle: 'Сообщения клиента и сервера',
  sequenceNote: 'время идёт вниз; ✕ — сообщение потеряно',
  client: 'Клиент',
  server: 'Сервер',
  eventsTitle: 'Все события текстом',
  ms: 'мс',
  enumLabels: {
    key: { none: 'Без ключа', operation: 'Один на платёж', attempt: 'Новый на каждую попытку' },
    failure: {
      none: 'Без сбоя',
      'lost-request': 'Потерян запрос',
      'lost-response': 'Потерян ответ',
      'server-500': 'Сервер: 500 до списания',
      'invalid-400': 'Валидация: 400',
      'provider-timeout': 'Платёжная система молчит',
      concurrent: 'Дубль во время обработки',
      'body-changed': 'Повтор с другим телом',
    },
  } as Record<string, Record<string, string>>,
  openInLab: 'Открыть в лаборатории',
} as const;

export const t = { ...shared, labs, idempotency };
