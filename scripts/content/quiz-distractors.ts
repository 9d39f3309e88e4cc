/**
 * No distractor may show a crash that no Go version can print. The crash lines of an option are checked
 * against the catalogue read from the Go sources (runtime-messages.ts): a `fatal error:` must be a real
 * throw/fatal message, a `panic: runtime error:` a real runtime.Error text, a bare `panic:` either a
 * prefix-less standard message or a value the program could panic with, printed the way the runtime prints
 * values (never fmt's `%v`/`%#v` of a struct); a crash ends with `exit status 2`, and any other exit status
 * must be one the program can exit with.
 */
import type { RuntimeMessages } from './runtime-messages.ts';

const HOLE = '…';

function templateRegex(template: string): RegExp {
  const parts = template.split(HOLE).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 's');
}

export interface Catalogue {
  matches(kind: 'fatal' | 'runtimeError' | 'plain', text: string): string[] | null;
}

/** Compiles the catalogue's templates once; `matches` returns the versions that print the text, or null. */
export function compileCatalogue(messages: RuntimeMessages): Catalogue {
  const compiled = {
    fatal: Object.entries(messages.fatal).map(([t, v]) => [templateRegex(t), v] as const),
    runtimeError: Object.entries(messages.runtimeError).map(([t, v]) => [templateRegex(t), v] as const),
    plain: Object.entries(messages.plain).map(([t, v]) => [templateRegex(t), v] as const),
  };
  return {
    matches(kind, text) {
      const versions = new Set<string>();
      for (const [re, v] of compiled[kind]) if (re.test(text)) for (const x of v) versions.add(x);
      return versions.size > 0 ? [...versions] : null;
    },
  };
}

/** The exit codes a program can produce without crashing: `os.Exit(N)` literals, 1 for `log.Fatal*`. */
function exitCodesOf(source: string): Set<number> {
  const codes = new Set<number>();
  for (const m of source.matchAll(/\bos\.Exit\((\d+)\)/g)) codes.add(Number(m[1]));
  if (/\blog\.Fatal/.test(source)) codes.add(1);
  return codes;
}

/**
 * How the runtime prints a panic value that is not an error or Stringer: a string as it is, a named basic
 * type as `pkg.T(value)`, anything else as `(pkg.T) 0x…` (runtime/error.go printpanicval and
 * printanycustomtype, Go 1.18–1.27). fmt's struct syntax never appears.
 */
function valueProblem(value: string, source: string): string | null {
  if (/^&?[\w.]*\{.*\}$/.test(value)) return `"${value}" is fmt's struct syntax; the runtime prints a struct panic value as "(pkg.T) 0x…"`;
  if (/^[A-Za-z_]\w*\(.*\)$/.test(value)) return `"${value}": the runtime names the type with its package, e.g. main.T("…")`;
  if (/^[a-z]\w*\.[A-Z]\w*: /.test(value)) return `"${value}": for an error value the runtime prints its Error() text alone, without the type`;
  if (/^".*"$/.test(value) && !source.includes('%q')) return `"${value}": the runtime prints a string panic value without quotes`;
  return null;
}

/** Problems with one option of a question whose program is `source`. */
export function crashLineProblems(option: string, source: string, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const lines = option.replace(/\n+$/, '').split('\n');
  let crashed = false;
  lines.forEach((line, i) => {
    const fatal = /^fatal error: (.*)$/.exec(line);
    if (fatal) {
      crashed = true;
      if (!catalogue.matches('fatal', fatal[1]!)) problems.push(`"${line}": no Go version throws this fatal error`);
      return;
    }
    const panic = /^\t?panic: (.*?)( \[recovered(?:, repanicked)?\])?$/.exec(line);
    if (panic) {
      crashed = true;
      const text = panic[1]!;
      if (text.startsWith('runtime error: ')) {
        if (!catalogue.matches('runtimeError', text)) problems.push(`"${line}": no runtime.Error of any Go version has this text`);
      } else if (!catalogue.matches('plain', text)) {
        if (catalogue.matches('runtimeError', `runtime error: ${text}`)) {
          problems.push(`"${line}": this runtime error is always printed with the "runtime error: " prefix`);
        } else {
          const p = valueProblem(text, source);
          if (p) problems.push(p);
        }
      }
      return;
    }
    if (line.startsWith('[signal ')) {
      // runtime/panic.go dopanic_m: print("[signal ", name, " code=", …, " addr=", …, " pc=", …, "]").
      if (!/^\[signal SIG[A-Z]+: [a-z ]+ code=0x\S+ addr=0x\S+ pc=0x\S+\]$/.test(line)) problems.push(`"${line}": the runtime prints "[signal SIG…: … code=0x… addr=0x… pc=0x…]"`);
      return;
    }
    const exit = /^exit status (\d+)$/.exec(line);
    if (exit) {
      if (i !== lines.length - 1) problems.push(`"${line}" is not the last line`);
      const code = Number(exit[1]);
      if (crashed && code !== 2) problems.push(`"${line}": an unrecovered panic or a fatal error exits with status 2`);
      if (!crashed && !exitCodesOf(source).has(code)) problems.push(`"${line}": nothing in the program exits with ${code}`);
    }
  });
  if (crashed && lines.at(-1) !== 'exit status 2') problems.push('a crash is followed by "exit status 2" as the last line');
  return problems;
}
