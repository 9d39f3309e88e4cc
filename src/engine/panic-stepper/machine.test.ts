import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displaySource } from '../../../scripts/content/mdx-plugins.ts';
import { runProgram } from './machine.ts';
import { presetSource, runPreset } from './index.ts';
import { PRESETS } from './presets.ts';
import type { Program } from './program.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const runs = JSON.parse(readFileSync(join(root, 'content/generated/go-runs.json'), 'utf8')) as {
  programs: Record<string, { stdout: string; stderr: string; exitCode: number }>;
};

/** stderr up to its first blank line: the panic lines, without the goroutine trace. */
function panicBlock(stderr: string): string[] {
  const block = stderr.split(/\n[ \t]*\n/)[0] ?? '';
  return block === '' ? [] : block.split('\n');
}

describe('every preset ends as real Go ended', () => {
  for (const p of PRESETS) {
    it(p.id, () => {
      const recorded = runs.programs[`labs/panic-stepper/${p.id}`];
      expect(recorded, `record labs/panic-stepper/${p.id} with verify-go --update`).toBeDefined();
      const { run } = runPreset(p);
      const last = run.steps[run.steps.length - 1]!;
      expect(run.stdout).toBe(recorded!.stdout);
      expect(last.stdout.map((l) => `${l}\n`).join('')).toBe(recorded!.stdout);
      expect(run.exitCode).toBe(recorded!.exitCode);
      expect(last.exitCode).toBe(recorded!.exitCode);
      expect(last.stderr).toEqual(panicBlock(recorded!.stderr));
      if (recorded!.exitCode !== 0) {
        expect(last.kind).toBe('crash');
        expect(last.stderr[0]).toBe(recorded!.stderr.split('\n')[0]);
      } else {
        expect(last.kind).toBe('exit');
      }
    });
    it(`${p.id}: main.go is the preset's program`, () => {
      // As the learner is shown it: the //goprep: tooling lines (e.g. how it runs in the browser) are not part of the program.
      expect(displaySource(readFileSync(join(root, 'content/labs/panic-stepper', p.id, 'main.go'), 'utf8'))).toBe(presetSource(p).source.trimEnd());
    });
  }
});

describe('steps', () => {
  it('every step has a Russian explanation and a line or a function to show', () => {
    for (const p of PRESETS) {
      const { run, rendered } = runPreset(p);
      for (const st of run.steps) {
        expect(st.text.length).toBeGreaterThan(10);
        expect(/[а-яё]/i.test(st.text)).toBe(true);
        if (st.stmt) expect(rendered.lineOf.get(st.stmt)).toBeGreaterThan(0);
      }
      // the console only grows
      for (let i = 1; i < run.steps.length; i++) expect(run.steps[i]!.stdout.length).toBeGreaterThanOrEqual(run.steps[i - 1]!.stdout.length);
    }
  });
  it('defers run LIFO within a frame', () => {
    const { run } = runPreset(PRESETS.find((p) => p.id === 'defer-order')!);
    expect(run.stdout.split('\n').filter(Boolean).slice(1)).toEqual(['defer 3: x = 2', 'defer 2 (замыкание): x = 3', 'defer 1: x = 1']);
  });
  it('recover in a nested call returns nil and says why', () => {
    const { run } = runPreset(PRESETS.find((p) => p.id === 'recover-nested')!);
    const nil = run.steps.find((s) => s.kind === 'recover-nil');
    expect(nil?.text).toMatch(/один уровень/);
  });
  it('a panic in a deferred call during normal return still runs the remaining defers', () => {
    const program: Program = {
      title: 't',
      funcs: [
        {
          name: 'main',
          body: [
            { op: 'defer', call: { kind: 'print', args: [{ lit: 'outer' }] } },
            { op: 'defer', call: { kind: 'closure', body: [{ op: 'panic', value: { lit: 'late' } }] } },
            { op: 'print', args: [{ lit: 'body' }] },
          ],
        },
      ],
    };
    const run = runProgram(program);
    expect(run.stdout).toBe('body\nouter\n');
    expect(run.stderr).toEqual(['panic: late']);
    expect(run.exitCode).toBe(2);
  });
});
