/**
 * The one interface the UI uses to run Go in the browser (issue 11). Everything below it — the toolchain
 * download, Cache Storage, the workers, the in-memory file system — is hidden here and in ./core/.
 *
 *   toolchainInfo()            how big the download is and whether it is already in Cache Storage
 *                              (read from a small manifest; never downloads the toolchain)
 *   prepare(onProgress, sig)   downloads what is missing (phase 'download': bytes loaded / total), then
 *                              compiles the wasm modules once per session (phase 'compile')
 *   run(source, on, sig, opts) compile → link → run main.wasm; stdout/stderr streamed in the order the
 *                              program wrote them; aborting the signal stops the program («Остановить»);
 *                              opts.programId (e.g. "quizzes/panic/panic-02") makes panic traces name the file
 *                              as the recorded run does; opts.env is the program's //goprep:env
 *                              A run's time limit (RUN_LIMIT_MS) counts from the program's start, not the build.
 *   format(source)             the real gofmt
 *
 * Nothing here loads the toolchain on import: the UI imports this module lazily, and the toolchain bytes
 * are fetched only by prepare()/run()/format().
 *
 * Which programs of the app can run (the `//goprep:browser differs|no <причина>` directives in each main.go,
 * proven by `npm run verify:wasm`) reaches the UI at build time, next to the recorded output:
 *   chapters: <GoProgramFrame browser="same|differs|no" browserReason="…"> (scripts/content/mdx-plugins.ts)
 *   quizzes:  Question.browser: BrowserSupport (scripts/content/quiz-data.ts)
 * The errors prepare/format throw are ToolchainError with a Russian message to show as it is.
 */

export type {
  BrowserSupport,
  Diagnostic,
  FormatResult,
  Phase,
  PrepareProgress,
  RunHandlers,
  RunResult,
  ToolchainInfo,
} from './core/types.ts';
export { OUTPUT_LIMIT_BYTES, RUN_LIMIT_MS } from './core/types.ts';
export { format, prepare, run, toolchainInfo, type RunOptions } from './toolchain.ts';
export { ToolchainError } from './toolchainStore.ts';
