/**
 * Parameter table of the error-chain lab. The tree itself travels in the link as `e=` (expr.ts);
 * without it, the preset's tree is shown.
 */
import { defineParams, type StateOf } from '../../url/params.ts';
import { AS_TARGETS } from './model.ts';
import { IS_TARGET_KEYS, PRESET_IDS } from './presets.ts';

export const errorChainParams = defineParams(1, [
  {
    key: 'preset', kind: 'enum', values: PRESET_IDS, default: 'wrap-chain', unit: '',
    label: 'Пресет', group: 'tree',
    hint: 'Исходное дерево; изменённое дерево едет в ссылке отдельным параметром e',
  },
  {
    key: 'mode', kind: 'enum', values: ['is', 'as', 'unwrap'], default: 'is', unit: '',
    label: 'Что спрашиваем', group: 'query',
    hint: 'errors.Is ищет значение, errors.As — тип, errors.Unwrap снимает ровно один слой',
  },
  {
    key: 'target', kind: 'enum', values: IS_TARGET_KEYS, default: 'ErrNotFound', unit: '',
    label: 'Цель errors.Is', group: 'query',
    hint: 'Sentinel-переменная, новый &StatusError{Code} или свежий errors.New с тем же текстом',
  },
  {
    key: 'code', kind: 'int', default: 404, min: 100, max: 999, unit: '',
    label: 'Код цели StatusError', group: 'query',
    hint: 'Для цели &StatusError{Code: …}: метод Is сравнивает именно его',
  },
  {
    key: 'as', kind: 'enum', values: AS_TARGETS, default: 'QueryError', unit: '',
    label: 'Тип цели errors.As', group: 'query',
    hint: 'var target T; errors.As(err, &target) — или errors.AsType[T](err)',
  },
] as const);

export type ErrorChainState = StateOf<typeof errorChainParams>;
