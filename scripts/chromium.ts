/**
 * The one Chromium that the project's scripts and browser tests drive: CHROME_PATH, else Debian's (what .ci/run
 * installs), else Playwright's own download. Lighthouse is given the same binary.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** CHROME_PATH or the system's Chromium; undefined means Playwright's own download. */
export function systemChromium(): string | undefined {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH}: no such file`);
    return process.env.CHROME_PATH;
  }
  return SYSTEM_CHROMIUM.find((p) => existsSync(p));
}

/** The binary to launch, with a message that says what to install when there is none. */
export function chromiumPath(): string | undefined {
  const system = systemChromium();
  if (system) return system;
  const downloads = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache/ms-playwright');
  if (existsSync(downloads) && readdirSync(downloads).some((d) => d.startsWith('chromium'))) return undefined;
  throw new Error("No Chromium: install Debian's ('apt-get install -y chromium', as .ci/run does) or set CHROME_PATH");
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
}
