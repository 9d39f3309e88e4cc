/** Where the Go programs live under content/ and how their metadata is read (build time only). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { BrowserSupport } from '../../src/runner/core/types.ts';
import { QUIZ_TOPICS, type QuizFile, type QuizTopic, quizFileSchema } from '../../src/quiz/schema.ts';

export const GO_RUNS_FILE = 'content/generated/go-runs.json';
const PROGRAM_ROOTS = ['examples', 'quizzes', 'labs'];

export interface ProgramRecord {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** Output depends on scheduling: only the exit status and the first stderr line are compared. */
  timing?: true;
  /** Compiled and vetted, never run. */
  norun?: true;
  env?: string[];
}

export interface GoRunsRecord {
  goVersion: string;
  programs: Record<string, ProgramRecord>;
}

/** `//goprep:browser differs|no <reason in Russian>`: how the program fares under js/wasm (proven by verify:wasm). */
export interface BrowserDirective {
  kind: 'differs' | 'no';
  reason: string;
}

export interface Directives {
  timing: boolean;
  browser: BrowserDirective | undefined;
  norun: boolean;
  novet: string | undefined;
  env: [string, string][];
}

/** Reads `//goprep:…` line comments (see content/README.md). */
export function parseDirectives(source: string): Directives {
  const d: Directives = { timing: false, browser: undefined, norun: false, novet: undefined, env: [] };
  for (const match of source.matchAll(/^\s*\/\/goprep:(\w+)(?:[ \t]+(.*))?$/gm)) {
    const [, name, rest = ''] = match;
    if (name === 'timing') d.timing = true;
    else if (name === 'norun') d.norun = true;
    else if (name === 'novet') d.novet = rest.trim() || 'no reason given';
    else if (name === 'browser') {
      const m = /^(differs|no)[ \t]+(\S.*)$/.exec(rest.trim());
      if (!m) throw new Error(`//goprep:browser needs "differs <reason>" or "no <reason>", got "${rest}"`);
      d.browser = { kind: m[1] as 'differs' | 'no', reason: m[2]!.trim() };
    } else if (name === 'env') {
      const eq = rest.indexOf('=');
      if (eq > 0) d.env.push([rest.slice(0, eq).trim(), rest.slice(eq + 1).trim()]);
    } else throw new Error(`unknown directive //goprep:${name}`);
  }
  return d;
}

/** How the program fares in the browser, for the UI: no directive means verify:wasm proved it the same. */
export function browserSupport(d: Directives): BrowserSupport {
  return d.browser ? { kind: d.browser.kind, reason: d.browser.reason } : { kind: 'same' };
}

/** Ids (paths below content/, with "/") of every folder that holds a main.go. */
export function findPrograms(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      if (existsSync(join(path, 'main.go'))) found.push(relative(contentDir, path).split(sep).join('/'));
      walk(path);
    }
  };
  for (const top of PROGRAM_ROOTS) if (existsSync(join(contentDir, top))) walk(join(contentDir, top));
  return found;
}

export type QuizFileResult =
  | { ok: true; programId: string; id: string; topic: QuizTopic; data: QuizFile }
  | { ok: false; programId: string; error: string };

/** Every `quizzes/<topic>/<id>/quiz.yaml`, validated against the schema. */
export function readQuizFiles(contentDir: string): QuizFileResult[] {
  const results: QuizFileResult[] = [];
  const quizRoot = join(contentDir, 'quizzes');
  if (!existsSync(quizRoot)) return results;
  for (const topic of readdirSync(quizRoot).sort()) {
    const topicDir = join(quizRoot, topic);
    if (!statSync(topicDir).isDirectory()) continue;
    for (const id of readdirSync(topicDir).sort()) {
      const dir = join(topicDir, id);
      if (!statSync(dir).isDirectory()) continue;
      const programId = `quizzes/${topic}/${id}`;
      if (!(QUIZ_TOPICS as readonly string[]).includes(topic)) {
        results.push({ ok: false, programId, error: `unknown topic "${topic}" (allowed: ${QUIZ_TOPICS.join(', ')})` });
        continue;
      }
      const yamlPath = join(dir, 'quiz.yaml');
      if (!existsSync(yamlPath)) {
        results.push({ ok: false, programId, error: 'quiz.yaml is missing' });
        continue;
      }
      if (!existsSync(join(dir, 'main.go'))) {
        results.push({ ok: false, programId, error: 'main.go is missing' });
        continue;
      }
      let raw: unknown;
      try {
        raw = parseYaml(readFileSync(yamlPath, 'utf8'));
      } catch (error) {
        results.push({ ok: false, programId, error: `not valid YAML: ${(error as Error).message}` });
        continue;
      }
      const parsed = quizFileSchema.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
        results.push({ ok: false, programId, error: issues });
        continue;
      }
      results.push({ ok: true, programId, id, topic: topic as QuizTopic, data: parsed.data });
    }
  }
  return results;
}
