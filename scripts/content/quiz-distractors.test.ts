import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readQuizFiles } from './programs.ts';
import { compileCatalogue, crashLineProblems } from './quiz-distractors.ts';
import { buildCatalogue, fromFile, readCatalogueFile } from './runtime-messages.ts';

const root = resolve(import.meta.dirname, '../..');
const messages = fromFile(readCatalogueFile(root));
const catalogue = compileCatalogue(messages);
const bank = readQuizFiles(join(root, 'content'));

describe('distractors show only crashes some Go version prints', () => {
  it('no option of any question has an impossible crash line or exit status', () => {
    const problems: string[] = [];
    for (const q of bank) {
      if (!q.ok) continue;
      const source = readFileSync(join(root, 'content', q.programId, 'main.go'), 'utf8');
      [q.data.answer, ...q.data.distractors].forEach((option, i) => {
        for (const p of crashLineProblems(option, source, catalogue)) problems.push(`${q.id} ${i === 0 ? 'answer' : `distractor ${i}`}: ${p}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('rejects what no Go version prints', () => {
    const src = 'package main\nfunc main() {}\n';
    const bad = [
      'panic: runtime error: close of closed channel\nexit status 2', // plainError: never prefixed
      'panic: index out of range [3] with length 3\nexit status 2', // boundsError: always prefixed
      'panic: runtime error: nil pointer dereference\nexit status 2',
      'fatal error: concurrent map write\nexit status 2',
      'panic: boom\nexit status 1', // a panic exits with 2
      'done\nexit status 3', // nothing calls os.Exit(3)
      'panic: main.Err{Code:"x"}\nexit status 2', // fmt syntax
      'panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]\nexit status 2',
      'panic: boom', // a crash always ends with its exit status
    ];
    for (const option of bad) expect(crashLineProblems(option, src, catalogue), option).not.toEqual([]);
  });

  it('accepts real messages, including an older version a question explains', () => {
    const src = 'package main\nimport "os"\nfunc main() { os.Exit(3) }\n';
    const good = [
      'panic: close of closed channel\nexit status 2',
      'panic: runtime error: index out of range [3] with length 3\nexit status 2',
      'fatal error: sync: unlock of unlocked mutex\nexit status 2',
      'panic: panic called with nil argument\nexit status 2', // Go 1.21–1.26
      'panic: main.Code("limit")\nexit status 2',
      'panic: boom [recovered]\n\tpanic: boom\nexit status 2',
      'validating\nexit status 3',
    ];
    for (const option of good) expect(crashLineProblems(option, src, catalogue), option).toEqual([]);
    expect(catalogue.matches('runtimeError', 'runtime error: panic called with nil argument')).toEqual(['1.27']);
  });

  // The catalogue is generated from Go sources; the machine's own Go must agree with the entries for its version.
  const goroot = (() => {
    try {
      return execFileSync(join(root, 'scripts', 'go.sh'), ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  })();
  const version = /^go(\d+\.\d+)/.exec(existsSync(join(goroot, 'VERSION')) ? readFileSync(join(goroot, 'VERSION'), 'utf8') : '')?.[1];
  it.runIf(goroot !== '' && version !== undefined && messages.versions.includes(version!))('is what the Go sources of this machine say', () => {
    const fresh = buildCatalogue([{ version: version!, src: join(goroot, 'src') }]);
    for (const kind of ['fatal', 'runtimeError', 'plain'] as const) {
      const recorded = Object.entries(messages[kind]).filter(([, v]) => v.includes(version!)).map(([t]) => t);
      expect(recorded.sort(), kind).toEqual(Object.keys(fresh[kind]).sort());
    }
  }, 60_000);
});
