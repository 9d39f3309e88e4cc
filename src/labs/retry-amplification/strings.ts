/** The retry-amplification lab's interface strings, in Russian. */
import { t as shared } from '../../i18n/index.ts';
import { labs } from '../strings.ts';

export const retryAmplification = {
  title: 'Умножение ретраев по слоям',
  summary:
    'Несколько слоёв, каждый со своими попытками, над зависимостью, которая падает с вероятностью p. Сколько вызовов получает зависимость на один запрос пользователя — по формуле и по выборке Монте-Карло, — и как это чинят ретрай на одном слое, бюджет ретраев и breaker.',
  lead: 'Слой 1 — ближайший к пользователю, последний слой вызывает зависимость. Каждый слой повторяет вызов слоя ниже, пока не получит успех или не исчерпает попытки. Рядом с выборкой из тысяч запросов — точное матожидание по рекурсии снизу вверх. Расчёт детерминирован: ссылка воспроизводит те же цифры.',
  headline: 'Вызовов зависимости на запрос пользователя',
  formula: 'по формуле',
  worst: 'худший случай',
  success: 'Успешных запросов пользователей',
  sample: (n: string) => `выборка: ${n} запросов`,
  reduced: (n: string) => `выборка урезана до ${n} запросов, чтобы расчёт уложился в 4 млн вызовов`,
  sustained: 'предел при устойчивом отказе',
  chartTitle: 'Вызовов на каждый уровень',
  chartNote: 'в среднем на один запрос пользователя',
  seriesSim: 'Монте-Карло',
  seriesFormula: 'Формула без защиты',
  tableTitle: 'По уровням',
  colLevel: 'Уровень',
  colAttempts: 'Попыток',
  colGuard: 'Защита',
  colSim: 'Выборка ± 2 ст. ошибки',
  twoSe: '(2 ст. ошибки)',
  colFormula: 'Формула',
  colDenied: 'Ретраев не пустил бюджет',
  colRefused: 'Отклонил breaker',
  level: (i: number) => `Слой ${i}`,
  dependency: 'Зависимость',
  guard: { none: '—', budget: 'бюджет', breaker: 'breaker' } as Record<string, string>,
  guardedNote: 'Формула — это нагрузка без бюджетов и breaker; с ними важнее установившийся режим.',
  chartSummary: (parts: string) => `Вызовов на запрос пользователя по уровням: ${parts}.`,
  openInLab: 'Открыть в лаборатории',
  moreControls: 'Параметры стека',
} as const;

export const t = { ...shared, labs, retryAmplification };
