/**
 * The catalogue of crash messages Go can print, read from the Go sources themselves (never written from
 * memory): what follows `fatal error: ` (the runtime's throw/fatal), what follows `panic: runtime error: `
 * (runtime.Error values whose text carries the prefix) and what follows a bare `panic: ` when the standard
 * library panics (plainError, interface conversion, `panic("…")` literals across the standard library).
 * A quiz distractor may only show such a line if some catalogued version prints it (see quiz-distractors.ts).
 *
 *   npx tsx scripts/content/runtime-messages.ts 1.19=/path/to/go-1.19/src 1.27=/path/to/go-1.27/src
 *
 * writes content/quizzes/runtime-messages.json. A variable part of a message is stored as `…`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const RUNTIME_MESSAGES_FILE = 'content/quizzes/runtime-messages.json';

export type MessageKind = 'fatal' | 'runtimeError' | 'plain';

export interface RuntimeMessages {
  /** The Go versions whose sources were read, oldest first. */
  versions: string[];
  /** Message template → the versions that print it. */
  fatal: Record<string, string[]>;
  runtimeError: Record<string, string[]>;
  plain: Record<string, string[]>;
}

const HOLE = '…';

function goFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'testdata' || name === 'vendor' || name === 'cmd') continue;
      out.push(...goFiles(path));
    } else if (name.endsWith('.go') && !name.endsWith('_test.go')) out.push(path);
  }
  return out;
}

/** A Go interpreted string literal's value (the escapes that occur in messages). */
function unquote(body: string): string {
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** Format verbs become holes; so does whatever a `+` concatenation appends. */
function template(literal: string, continued: boolean): string {
  const text = unquote(literal).replace(/%[-+# 0-9.*]*[a-zA-Z]/g, HOLE);
  return continued ? `${text}${HOLE}` : text;
}

const STRING = String.raw`"((?:[^"\\\n]|\\.)*)"`;

function collect(source: string, call: string, into: Set<string>, prefix = ''): void {
  const re = new RegExp(String.raw`\b${call}\(\s*${STRING}(\s*\+)?`, 'g');
  for (const m of source.matchAll(re)) {
    const text = template(m[1]!, m[2] !== undefined);
    if (text.replaceAll(HOLE, '').trim().length >= 3) into.add(prefix + text);
  }
}

/** Every crash message one Go source tree can print, by kind. */
export function extractMessages(srcRoot: string): Record<MessageKind, Set<string>> {
  const found: Record<MessageKind, Set<string>> = { fatal: new Set(), runtimeError: new Set(), plain: new Set() };
  for (const file of goFiles(srcRoot)) {
    const rel = relative(srcRoot, file);
    const source = readFileSync(file, 'utf8');
    const inRuntime = rel.startsWith('runtime/') || rel.startsWith('internal/runtime/');
    if (inRuntime) {
      collect(source, 'throw', found.fatal);
      collect(source, 'fatal', found.fatal);
      collect(source, 'errorString', found.runtimeError, 'runtime error: ');
      collect(source, 'plainError', found.plain);
      // boundsError: the formats of index and slice errors, printed after "runtime error: ".
      for (const m of source.matchAll(new RegExp(String.raw`abi\.Bounds\w+:\s*${STRING}`, 'g'))) {
        found.runtimeError.add(`runtime error: ${unquote(m[1]!).replace(/%[xy]/g, HOLE)}`);
      }
      // TypeAssertionError and the other Error methods that build their text from literals.
      for (const m of source.matchAll(new RegExp(String.raw`return\s+${STRING}(\s*\+)?`, 'g'))) {
        const text = template(m[1]!, m[2] !== undefined);
        if (/^interface conversion: /.test(text) || /panic called with nil argument/.test(text)) {
          (text.startsWith('runtime error: ') ? found.runtimeError : found.plain).add(text);
        }
      }
      if (/"interface conversion: "/.test(source)) found.plain.add(`interface conversion: ${HOLE}`);
    } else {
      // The library's own panics and sync's fatal errors.
      collect(source, 'panic', found.plain);
      collect(source, 'fatal', rel.startsWith('sync/') || rel.startsWith('internal/sync/') ? found.fatal : found.plain);
      for (const m of source.matchAll(new RegExp(String.raw`panic\((?:errors\.New|fmt\.Sprintf|fmt\.Errorf)\(\s*${STRING}`, 'g'))) {
        found.plain.add(template(m[1]!, false));
      }
    }
  }
  return found;
}

/** A template that says something: one literal run of 4+ characters with a letter (not "…: …"). */
function specific(text: string): boolean {
  return text.split(HOLE).some((part) => part.trim().length >= 4 && /[a-z]{2}/i.test(part));
}

function versionKey(v: string): number[] {
  return v.split('.').map(Number);
}

export function buildCatalogue(trees: { version: string; src: string }[]): RuntimeMessages {
  const sorted = [...trees].sort((a, b) => {
    const [x, y] = [versionKey(a.version), versionKey(b.version)];
    return x[0]! - y[0]! || x[1]! - y[1]!;
  });
  const out: RuntimeMessages = { versions: sorted.map((t) => t.version), fatal: {}, runtimeError: {}, plain: {} };
  for (const { version, src } of sorted) {
    const found = extractMessages(src);
    for (const kind of ['fatal', 'runtimeError', 'plain'] as const) {
      for (const text of found[kind]) (out[kind][text] ??= []).push(version);
    }
  }
  for (const kind of ['fatal', 'runtimeError', 'plain'] as const) {
    out[kind] = Object.fromEntries(Object.entries(out[kind]).filter(([text]) => specific(text)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trees = process.argv.slice(2).map((arg) => {
    const eq = arg.indexOf('=');
    if (eq < 0) throw new Error(`expected <version>=<go src dir>, got ${arg}`);
    return { version: arg.slice(0, eq), src: resolve(arg.slice(eq + 1)) };
  });
  if (trees.length === 0) {
    console.error('usage: runtime-messages.ts <version>=<go src dir> ...');
    process.exit(1);
  }
  const catalogue = buildCatalogue(trees);
  const root = resolve(import.meta.dirname, '../..');
  writeFileSync(join(root, RUNTIME_MESSAGES_FILE), `${JSON.stringify(catalogue, null, 1)}\n`);
  const count = (k: MessageKind) => Object.keys(catalogue[k]).length;
  console.log(`runtime-messages: Go ${catalogue.versions.join(', ')}: ${count('fatal')} fatal, ${count('runtimeError')} runtime error, ${count('plain')} plain`);
}
