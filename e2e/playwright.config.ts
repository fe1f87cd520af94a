/**
 * End-to-end tests: the production builds served by the real server (on a
 * free port, with a temporary DATA_DIR and a copy of the builds as its web
 * root) driven in Debian's Chromium.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { prepareServerEnv, ROOT } from './support/environment.ts';

const env = await prepareServerEnv();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: env.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `"${process.execPath}" api/src/server.ts`,
    cwd: ROOT,
    url: `${env.baseURL}/api/health`,
    env: env.serverEnv,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
