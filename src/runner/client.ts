/**
 * The one interface the UI uses to run Go in the browser (issue 11). Everything below it — the toolchain
 * download, Cache Storage, the workers, the in-memory file system — is hidden here and in ./core/.
 *
 *   toolchainInfo()            how big the download is and whether it is already in Cache Storage
 *                              (read from a small manifest; never downloads the toolchain)
 *   prepare(onProgress, sig)   downloads what is missing (phase 'download': bytes loaded / total), then
 *                              compiles the wasm modules once per session (phase 'compile')
 *   run(source, on, sig)       compile → link → run main.wasm; stdout/stderr streamed in the order the
 *                              program wrote them; aborting the signal stops the program («Остановить»)
 *   format(source)             the real gofmt
 *
 * Nothing here loads the toolchain on import: the UI imports this module lazily, and the toolchain bytes
 * are fetched only by prepare()/run()/format().
 *
 * Which programs of the app can run (decided at build time by `npm run verify:wasm`, from the
 * `//goprep:browser …` directives in each main.go) is not part of this module: see BrowserSupport below
 * and the content plugin, which passes it next to the recorded output.
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
export { format, prepare, run, toolchainInfo } from './toolchain.ts';
