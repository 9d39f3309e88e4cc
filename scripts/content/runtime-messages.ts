/**
 * The catalogue of crash messages Go can print, read from the Go sources themselves (never written from
 * memory): what follows `fatal error: ` (the runtime's throw/fatal), what follows `panic: runtime error: `
 * (runtime.Error values whose text carries the prefix) and what follows a bare `panic: ` when the standard
 * library panics (plainError, interface conversion, `panic("…")` literals across the standard library).
 * A quiz distractor may only show such a line if some catalogued version prints it (see quiz-distractors.ts).
 *
 * Regenerate content/quizzes/runtime-messages.json (not part of `npm test`; a few minutes the first time):
 *
 *   npx tsx scripts/content/runtime-messages.ts --fetch
 *
 * reads the project's own Go (scripts/ensure-go.sh) for its version and Debian's golang-1.N-src packages,
 * unpacked by scripts/fetch-go-src.sh into .cache/go-src, for the other CATALOGUE_VERSIONS. Sources already on
 * disk can be given instead: `runtime-messages.ts 1.19=/path/to/go-1.19/src 1.27=/path/to/go-1.27/src`.
 *
 * The file stores each message once, under the versions that print it written as ranges of the catalogued
 * versions ("1.19-1.27", "1.21-1.23,1.26"). A variable part of a message is stored as `…`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const RUNTIME_MESSAGES_FILE = 'content/quizzes/runtime-messages.json';

/**
 * The Go versions the catalogue reads: every minor version Debian's current suites carry from 1.19 on
 * (none carries 1.20; see scripts/fetch-go-src.sh). Add the next one here when the project's Go moves.
 */
export const CATALOGUE_VERSIONS = ['1.19', '1.21', '1.22', '1.23', '1.24', '1.25', '1.26', '1.27'];

export const MESSAGE_KINDS = ['fatal', 'runtimeError', 'plain'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The catalogue in memory: for every kind, message template → the versions that print it (oldest first). */
export interface RuntimeMessages {
  /** The Go versions whose sources were read, oldest first. */
  versions: string[];
  fatal: Record<string, string[]>;
  runtimeError: Record<string, string[]>;
  plain: Record<string, string[]>;
}

/** The catalogue as committed: each message once, grouped by the version ranges that print it. */
export interface RuntimeMessagesFile {
  regenerate: string;
  versions: string[];
  /** What was read for each version: a Debian package with its version, or the project's Go. */
  sources: Record<string, string>;
  /** Version ranges ("1.19-1.27", "1.21-1.23,1.26") → kind → sorted message templates. */
  messages: Record<string, Partial<Record<MessageKind, string[]>>>;
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

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0]! - y[0]! || x[1]! - y[1]!;
}

export function buildCatalogue(trees: { version: string; src: string }[]): RuntimeMessages {
  const sorted = [...trees].sort((a, b) => compareVersions(a.version, b.version));
  const out: RuntimeMessages = { versions: sorted.map((t) => t.version), fatal: {}, runtimeError: {}, plain: {} };
  for (const { version, src } of sorted) {
    const found = extractMessages(src);
    for (const kind of MESSAGE_KINDS) {
      for (const text of found[kind]) (out[kind][text] ??= []).push(version);
    }
  }
  for (const kind of MESSAGE_KINDS) {
    out[kind] = Object.fromEntries(Object.entries(out[kind]).filter(([text]) => specific(text)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}

/** Versions (a subset of `all`, in its order) as runs of neighbours in `all`: "1.19-1.22,1.25". */
export function encodeVersions(versions: readonly string[], all: readonly string[]): string {
  const present = new Set(versions);
  for (const v of present) if (!all.includes(v)) throw new Error(`version ${v} is not catalogued`);
  const runs: string[] = [];
  for (let i = 0; i < all.length; i++) {
    if (!present.has(all[i]!)) continue;
    let j = i;
    while (j + 1 < all.length && present.has(all[j + 1]!)) j++;
    runs.push(i === j ? all[i]! : `${all[i]}-${all[j]}`);
    i = j;
  }
  return runs.join(',');
}

/** The inverse of encodeVersions. */
export function decodeVersions(spec: string, all: readonly string[]): string[] {
  const out: string[] = [];
  for (const run of spec.split(',')) {
    const [first, last = first] = run.split('-');
    const [i, j] = [all.indexOf(first!), all.indexOf(last!)];
    if (i < 0 || j < i) throw new Error(`bad version range "${run}" (catalogued: ${all.join(', ')})`);
    out.push(...all.slice(i, j + 1));
  }
  return out;
}

const REGENERATE = 'npx tsx scripts/content/runtime-messages.ts --fetch';

/** The committed form: every message once, under its version ranges; ranges and messages sorted. */
export function toFile(catalogue: RuntimeMessages, sources: Record<string, string>): RuntimeMessagesFile {
  const groups = new Map<string, Partial<Record<MessageKind, string[]>>>();
  for (const kind of MESSAGE_KINDS) {
    for (const [text, versions] of Object.entries(catalogue[kind])) {
      const spec = encodeVersions(versions, catalogue.versions);
      const group = groups.get(spec) ?? {};
      (group[kind] ??= []).push(text);
      groups.set(spec, group);
    }
  }
  // Oldest first version first; among equal starts, the widest range first.
  const order = (spec: string) => decodeVersions(spec, catalogue.versions).map((v) => catalogue.versions.indexOf(v));
  const specs = [...groups.keys()].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || y.length - x.length || (a < b ? -1 : a > b ? 1 : 0);
  });
  const messages: RuntimeMessagesFile['messages'] = {};
  for (const spec of specs) {
    const group = groups.get(spec)!;
    messages[spec] = Object.fromEntries(MESSAGE_KINDS.filter((k) => group[k]).map((k) => [k, [...group[k]!].sort()]));
  }
  return { regenerate: REGENERATE, versions: [...catalogue.versions], sources: Object.fromEntries(catalogue.versions.map((v) => [v, sources[v] ?? '?'])), messages };
}

export function fromFile(file: RuntimeMessagesFile): RuntimeMessages {
  const out: RuntimeMessages = { versions: [...file.versions], fatal: {}, runtimeError: {}, plain: {} };
  for (const [spec, group] of Object.entries(file.messages)) {
    const versions = decodeVersions(spec, file.versions);
    for (const kind of MESSAGE_KINDS) for (const text of group[kind] ?? []) out[kind][text] = versions;
  }
  for (const kind of MESSAGE_KINDS) out[kind] = Object.fromEntries(Object.entries(out[kind]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return out;
}

/** The exact text of the committed file for a catalogue (one line per message, so diffs stay readable). */
export function serialiseFile(file: RuntimeMessagesFile): string {
  return `${JSON.stringify(file, null, 1)}\n`;
}

export function readCatalogueFile(root: string): RuntimeMessagesFile {
  return JSON.parse(readFileSync(join(root, RUNTIME_MESSAGES_FILE), 'utf8')) as RuntimeMessagesFile;
}

/** The project's Go for its own version, Debian's source packages for the others. */
function fetchTrees(root: string): { trees: { version: string; src: string }[]; sources: Record<string, string> } {
  const goroot = execFileSync(join(root, 'scripts', 'go.sh'), ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
  const goVersion = execFileSync(join(root, 'scripts', 'go.sh'), ['env', 'GOVERSION'], { encoding: 'utf8' }).trim();
  const own = /^go(1\.\d+)/.exec(goVersion)?.[1];
  if (!own || !CATALOGUE_VERSIONS.includes(own)) throw new Error(`the project's Go is ${goVersion}; add its minor version to CATALOGUE_VERSIONS`);
  const trees = [{ version: own, src: join(goroot, 'src') }];
  const sources: Record<string, string> = { [own]: `${goVersion} (the project's Go)` };
  const others = CATALOGUE_VERSIONS.filter((v) => v !== own);
  const lines = execFileSync(join(root, 'scripts', 'fetch-go-src.sh'), others, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of lines.trim().split('\n')) {
    const [version, src, pkg] = line.split('\t');
    trees.push({ version: version!, src: src! });
    sources[version!] = pkg!;
  }
  return { trees, sources };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '../..');
  const args = process.argv.slice(2);
  let trees: { version: string; src: string }[];
  let sources: Record<string, string>;
  if (args.length === 1 && args[0] === '--fetch') {
    ({ trees, sources } = fetchTrees(root));
  } else if (args.length > 0 && !args.includes('--fetch')) {
    trees = args.map((arg) => {
      const eq = arg.indexOf('=');
      if (eq < 0) throw new Error(`expected <version>=<go src dir>, got ${arg}`);
      return { version: arg.slice(0, eq), src: resolve(arg.slice(eq + 1)) };
    });
    sources = Object.fromEntries(trees.map((t) => [t.version, `sources in ${relative(root, t.src) || t.src}`]));
  } else {
    console.error('usage: runtime-messages.ts --fetch | <version>=<go src dir> ...');
    process.exit(1);
  }
  const catalogue = buildCatalogue(trees);
  const text = serialiseFile(toFile(catalogue, sources));
  writeFileSync(join(root, RUNTIME_MESSAGES_FILE), text);
  const count = (k: MessageKind) => Object.keys(catalogue[k]).length;
  console.log(`runtime-messages: Go ${catalogue.versions.join(', ')}: ${count('fatal')} fatal, ${count('runtimeError')} runtime error, ${count('plain')} plain; ${(text.length / 1024).toFixed(0)} KB`);
}
