/**
 * The labs' section of the web benchmark (scripts/bench-web.ts calls it once per lab page): what
 * interacting with a lab costs the main thread. Owned by the labs: issue 12 asks for "drag any slider
 * end to end or switch a preset under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): no long
 * task over 200 ms, the chart follows within 300 ms of the last input; without throttling no long task
 * over 50 ms".
 *
 * Return the figures to print (name → value), or null while nothing is measured here: the benchmark
 * then prints "not measured yet" for the lab, never a made-up figure.
 */
import type { Browser } from '@playwright/test';

export async function labInteractionFigures(_browser: Browser, _origin: string, _path: string): Promise<Record<string, number | string> | null> {
  return null;
}
