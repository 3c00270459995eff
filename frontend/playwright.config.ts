import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against a live server (daphne + Celery worker +
// beat from scripts/serve.py). `make e2e` prepares the database before this runs.
const port = Number(process.env.E2E_PORT ?? 8765);
// Two browsers at once: most of a journey's time is spent waiting for a box, the worker or a
// billing period, which the other browser's journey fills (docs/testing-suites.md).
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers,
  retries: 0,
  reporter: [['list'], ['junit', { outputFile: '../var/test-results/e2e.xml' }]],
  outputDir: '../var/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace unless asked for (`npx playwright test --trace on`): recording one for every
    // test, kept only on a failure, took a third of the suite's time (the page check's
    // thousands of actions each snapshot the page).
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // The app then draws antd without motion: a click on a dialog still zooming in (its button
    // 20x6 px, "stable" between two frames on a busy machine) could land on nothing.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell (scripts/preflight.py installs it): what Playwright runs headless,
      // a fifth quicker here than the whole browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
    // First and alone: it re-seeds the demo rows that the journeys read too, signs each persona
    // in once (saved `storageState`) and mails the links the page check opens.
    { name: 'personas', testMatch: /pages\.setup\.ts$/ },
    // The page check loads every page with those sign-ins, as do the keyboard's journeys
    // through the drawer, a dialog and a form. Listed first, so its long test starts first
    // and the journeys fill the other worker beside it.
    {
      name: 'pages',
      testMatch: /(pages|keyboard)\.spec\.ts$/,
      dependencies: ['personas'],
    },
    {
      name: 'journeys',
      testIgnore: /(pages|keyboard)\.spec\.ts$/,
      dependencies: ['personas'],
    },
  ],
  webServer: {
    command: `../.venv/bin/python ../scripts/serve.py --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/api/schema/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Two of the four client links, for /m/download (mobile.spec.ts).
    env: {
      ...process.env,
      DOWNLOAD_WINDOWS_URL: 'https://downloads.example.com/z-compute-setup.exe',
      DOWNLOAD_ANDROID_URL: 'https://downloads.example.com/z-compute.apk',
      // Short billing periods, so journeys/renting.spec.ts and demands.spec.ts see a billing pass charge
      // and pay within seconds; a cloud device is made in a second.
      RENTAL_BILLING_SECONDS: '5',
      CLOUD_LOCAL_DELAY_SECONDS: '1',
      // The journeys and the page check sign up more people from this one address than the
      // production limit lets through in an hour.
      REGISTER_RATE: '100/hour',
    } as Record<string, string>,
  },
});
