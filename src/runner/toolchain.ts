/** The browser side of ./client.ts: Cache Storage, the toolchain worker and the run worker. */
import type { FormatResult, PrepareProgress, RunHandlers, RunResult, ToolchainInfo } from './core/types.ts';

const NOT_YET = 'Запуск Go в браузере ещё не собран в этой версии.';

export function toolchainInfo(): Promise<ToolchainInfo> {
  return Promise.reject(new Error(NOT_YET));
}

export function prepare(_onProgress: (p: PrepareProgress) => void, _signal?: AbortSignal): Promise<void> {
  return Promise.reject(new Error(NOT_YET));
}

export function run(_source: string, _on: RunHandlers, _signal?: AbortSignal): Promise<RunResult> {
  return Promise.resolve({ kind: 'failed', message: NOT_YET });
}

export function format(_source: string): Promise<FormatResult> {
  return Promise.reject(new Error(NOT_YET));
}
