import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second build served under a sub-path, as on a static host's project page (scripts/test-all.sh makes it). */
export const SUB_PORT = PORT + 1;
export const SUB_BASE = '/go-errors/';
const subBuildExists = existsSync('dist-sub/index.html');
/** Debian's Chromium where it is installed (Playwright cannot download its own browser everywhere). */
const executablePath = systemChromium();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker precaches the whole site (~11 MB); only the offline journey needs it.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /subpath\.spec\.ts/ },
    { name: 'subpath', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SUB_PORT}` }, testMatch: /subpath\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(subBuildExists
      ? [
          {
            command: `node scripts/serve.mjs`,
            env: { PORT: String(SUB_PORT), DIST: 'dist-sub', BASE_PATH: SUB_BASE },
            url: `http://127.0.0.1:${SUB_PORT}${SUB_BASE}`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
