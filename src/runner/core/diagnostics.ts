/**
 * Compile and gofmt errors as the UI marks them in the editor. The compiler prints
 * `./main.go:7:14: message` (the path as it was given, like `go build` in the program's folder), and a
 * message may go on in lines that start with a tab (e.g. "have … want …").
 */
import type { Diagnostic } from './types.ts';

const POSITION = /^(?:\.\/)?main\.go:(\d+):(\d+): (.*)$/;

export function parseDiagnostics(text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const line of text.split('\n')) {
    const m = POSITION.exec(line);
    if (m) out.push({ line: Number(m[1]), col: Number(m[2]), message: m[3]! });
    else if (line.startsWith('\t') && out.length > 0) out[out.length - 1]!.message += `\n${line.slice(1)}`;
  }
  return out;
}
