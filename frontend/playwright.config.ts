import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against a live server (daphne + Celery worker +
// beat from scripts/serve.py). `make e2e` prepares the database before this runs.
const port = Number(process.env.E2E_PORT ?? 8765);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['junit', { outputFile: '../var/test-results/e2e.xml' }]],
  outputDir: '../var/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // The app then draws antd without motion: a click on a dialog still zooming in (its button
    // 20x6 px, "stable" between two frames on a busy machine) could land on nothing.
    reducedMotion: 'reduce',
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
    { name: 'journeys', testIgnore: /(pages|keyboard)\.spec\.ts$/ },
    // The page check signs each persona in once (saved `storageState`), then loads every page;
    // the keyboard's journeys through the drawer, a dialog and a form use the same sign-ins.
    { name: 'personas', testMatch: /pages\.setup\.ts$/ },
    {
      name: 'pages',
      testMatch: /(pages|keyboard)\.spec\.ts$/,
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
      // Short billing periods, so rentals.spec.ts sees a billing pass charge and pay.
      RENTAL_BILLING_SECONDS: '20',
      // The journeys and the page check sign up more people from this one address than the
      // production limit lets through in an hour.
      REGISTER_RATE: '100/hour',
    } as Record<string, string>,
  },
});
