/**
 * What the browser runner knows of each program of content/ (build time only): the source as the page
 * shows it and whether it runs in the browser. Served lazily by the content plugin as
 * virtual:program/<id>, one small chunk each, so only the program the learner opens is loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunnerProgram } from '../../src/runner/ui/program.ts';
import { displaySource } from './mdx-plugins.ts';
import { GO_RUNS_FILE, type GoRunsRecord, browserSupport, findPrograms, parseDirectives } from './programs.ts';

/** Every program id (the folders of content/ holding a main.go). */
export function programIds(contentDir: string): string[] {
  return findPrograms(contentDir);
}

export function programEntry(rootDir: string, id: string): RunnerProgram | null {
  const contentDir = join(rootDir, 'content');
  if (!programIds(contentDir).includes(id)) return null;
  const raw = readFileSync(join(contentDir, id, 'main.go'), 'utf8');
  const runs = JSON.parse(readFileSync(join(rootDir, GO_RUNS_FILE), 'utf8')) as GoRunsRecord;
  const directives = parseDirectives(raw);
  return { id, source: `${displaySource(raw)}\n`, goVersion: runs.goVersion, browser: browserSupport(directives), env: directives.env };
}
