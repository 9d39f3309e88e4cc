/** The labs' shared interface strings, in Russian (each lab has its own beside it). */
import { t as shared } from '../i18n/index.ts';

export const labs = {
  title: 'Лаборатории',
  lead: 'Симуляции, в которых паттерны из глав можно покрутить руками: меняйте параметры и смотрите, как ведёт себя система. Каждое состояние — это ссылка: её можно отправить, и у получателя будут те же цифры.',
  open: 'Открыть лабораторию',
  chapterLink: 'Глава об этом',
  presets: 'Готовые сценарии',
  presetActive: 'выбран',
  controls: 'Параметры',
  reset: 'Сбросить',
  copyLink: 'Скопировать ссылку',
  linkCopied: 'Ссылка скопирована',
  openInLab: 'Открыть в лаборатории',
  loading: 'Загружаем лабораторию…',
  computing: 'Считаем…',
  simError: 'Расчёт не удался, попробуйте другие параметры. Причина:',
  simFailed: 'Расчёт не удался. Попробуйте другие параметры или сбросьте их.',
  progress: (percent: number) => `Считаем: ${percent} %`,
  /** A preview is on screen (a long sweep shows its first runs first; kit/workerSim.ts). */
  refining: (percent: number) => `Предварительно, по части прогонов; уточняем: ${percent} %`,
  computedIn: (ms: string) => `посчитано за ${ms} мс`,
  figuresHelp: 'Как читать итоги',
  monitorPin: 'Закрепить график',
  monitorLabel: 'Главный график',
  noticeTitle: 'Ссылка содержала значения, которые нельзя использовать как есть. Мы их поправили:',
  noticeClamped: (label: string, from: string, to: string) => `«${label}»: ${from} → ${to} (вне допустимого диапазона)`,
  noticeInvalid: (label: string, from: string, to: string) => `«${label}»: «${from}» не число или неизвестное значение, взято ${to}`,
  noticeVersion:
      'Эту ссылку сделала более новая версия приложения, и эта версия не умеет её прочитать. Открыты настройки по умолчанию. Адрес не изменился: пока вы ничего не поменяете, ссылку можно скопировать или открыть снова после обновления приложения.',
  on: 'вкл.',
  off: 'выкл.',
    stepper: {
      toStart: 'В начало',
      toEnd: 'В конец',
      prev: 'Назад',
      next: 'Вперёд',
      play: 'Играть',
      pause: 'Пауза',
      stepOf: (k: number, n: number) => `Шаг ${k} из ${n}`,
      slider: 'Шаг',
      reducedMotion: 'В системе включено «уменьшить движение»: шаги сменяются без анимации.',
    },
    numberInvalid: (min: string, max: string) => `Введите число от ${min} до ${max}`,
    presetCustom: 'Свои параметры (не из сценария)',
} as const;

export const t = { ...shared, labs };
