import type { BrowserSupport } from '../client.ts';

/** One program of the app as the runner opens it (made at build time: scripts/content/program-data.ts). */
export interface RunnerProgram {
  /** Its folder below content/: `examples/errors/typed-nil`, `quizzes/errors/errors-05`, `labs/error-chain/wrap-chain`. */
  id: string;
  /** main.go as the page shows it (tooling directives stripped). */
  source: string;
  /** The Go the recorded outputs were made with, e.g. go1.27.3. */
  goVersion: string;
  browser: BrowserSupport;
  /** Its `//goprep:env` settings, passed to the run as the recorded run had them. */
  env: [string, string][];
}

/** The program's module, loaded on demand (one chunk each); null for an id the app does not have. */
export async function loadProgram(id: string): Promise<RunnerProgram | null> {
  const { default: loaders } = await import('virtual:programs');
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  return load ? (await load()).default : null;
}
