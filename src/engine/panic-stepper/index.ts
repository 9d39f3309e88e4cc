import { type Rendered, goSource } from './program.ts';
import { type Run, runProgram } from './machine.ts';
import type { Preset } from './presets.ts';

/** The Go file of a preset, exactly as kept at content/labs/panic-stepper/<id>/main.go. */
export function presetSource(p: Preset): Rendered {
  return goSource(p.program, [
    `Пресет «${p.title}» лаборатории /labs/panic-stepper: ${p.program.title}.`,
    'Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.',
  ]);
}

export function runPreset(p: Preset): { rendered: Rendered; run: Run } {
  const rendered = presetSource(p);
  return { rendered, run: runProgram(p.program, rendered.closureName) };
}
