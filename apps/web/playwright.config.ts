import { defineConfig } from '@playwright/test';

/**
 * The browser journeys (docs/decisions/0024): Debian's Chromium, not a downloaded one, against the
 * real store built and started once by e2e/global-setup.ts (E2E_BASE_URL: a store already running).
 *
 * Two projects: `desktop` runs every journey; `phone` runs those tagged `@both` (the buy journey, the
 * accessibility checks...) and those about phones, tagged `@phone` (which desktop leaves out).
 */

// Stores started inside the test process (e2e/in-process-store.ts) render with React's production
// build, as the real server does: React picks its build by NODE_ENV when it is first loaded.
process.env.NODE_ENV = 'production';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // One browser at a time: the machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A busy two-core machine builds and serves while it tests: a page may take seconds to settle.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    // Set by global-setup.ts before the workers start (they load this file again).
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@both\b|@phone\b/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
