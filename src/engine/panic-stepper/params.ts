/** Parameter table of the panic stepper: the preset and the step shown. */
import { defineParams, type StateOf } from '../../url/params.ts';
import { PRESET_IDS } from './presets.ts';

/** More steps than any preset has; a link past the end shows the last step. */
export const MAX_STEP = 600;

export const panicStepperParams = defineParams(1, [
  {
    key: 'preset', kind: 'enum', values: PRESET_IDS, default: 'defer-order', unit: '',
    label: 'Программа', group: 'program',
    hint: 'Каждая программа запущена на настоящем Go; степпер воспроизводит её вывод',
  },
  {
    key: 'step', kind: 'int', default: 0, min: 0, max: MAX_STEP, unit: '',
    label: 'Шаг', group: 'program',
    hint: '0 — старт программы',
  },
] as const);

export type PanicStepperState = StateOf<typeof panicStepperParams>;
