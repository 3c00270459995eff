import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PYTHON = path.join(ROOT, '.venv', 'bin', 'python');
const MANAGE = path.join(ROOT, 'manage.py');

export const DEMO_PASSWORD = 'Demo2026pass';

/**
 * What the page's Content-Security-Policy refuses from now on (Chromium reports each refusal
 * as a console error); the caller expects it to stay empty.
 */
export function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      refusals.push(`${page.url()}: ${message.text()}`);
    }
  });
  return refusals;
}

export interface Session {
  token: string;
  refresh_token: string;
  access_token_expire: number;
  smeId: string;
  userType: string;
}

/** Signs in through the API (as the desktop client would before opening /pc-web). */
export async function apiSignIn(
  request: APIRequestContext,
  account: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await request.post('/api/iam/v1/login/password', {
    data: { account, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Session;
}

/** An amount as a page shows it ("1,250.50 coins", "-3.00"), in cents. */
export function centsOf(text: string): bigint {
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  const whole = BigInt(match[1]!.replaceAll(',', '').replace('-', ''));
  const cents = whole * 100n + BigInt(match[2]!);
  return match[1]!.startsWith('-') ? -cents : cents;
}

/** The password of everyone a journey signs up. */
export const NEW_PASSWORD = 'Kite7harbor9';

/**
 * A new individual signed up through the API (the sign-up form has its own journey), their
 * e-mail not yet verified: answers their name, address and session.
 */
export async function apiSignUp(
  request: APIRequestContext,
  prefix: string,
): Promise<{ name: string; email: string; session: Session }> {
  const name = uniqueName(prefix);
  const email = `${name}@example.com`;
  const response = await request.post('/api/iam/v1/register', {
    data: {
      name,
      email,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      agreement: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { name, email, session: (await response.json()).data as Session };
}

/**
 * Verifies a new account's e-mail as its owner does, with the token of the link mailed to
 * `email`, signed in as the account: until then the server refuses its writes (403
 * `account_unverified`).
 */
export async function apiVerify(
  request: APIRequestContext,
  email: string,
  session: Session,
): Promise<void> {
  const token = new URL(linkPath(await outboxBody(email)), 'http://x').searchParams.get('token');
  const response = await request.post('/api/iam/v1/register/email/verify', {
    data: { token },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Keeps `session` in `page`'s browser as the app keeps it, as a returning person has it; the
 * next page opened is signed in. Stored from a page outside the app, which loads nothing.
 */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((s) => window.localStorage.setItem('zc.session', JSON.stringify(s)), session);
}

/** `account` signed in in `page`'s browser without the sign-in page; answers the session. */
export async function signedIn(page: Page, account: string): Promise<Session> {
  const session = await apiSignIn(page.request, account);
  await storeSession(page, session);
  return session;
}

export async function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('zc.session') ?? 'null'));
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * The commands' process: Django set up once, then one management command per line of JSON
 * (its arguments), answered by one line of JSON (what it wrote, or its error). Starting Django
 * for every outbox read cost a second and more of CPU each, many times a journey.
 */
const COMMANDS = `
import io, json, sys
import django
django.setup()
from django.core.management import call_command
answers, sys.stdout = sys.stdout, sys.stderr
for line in sys.stdin:
    written = io.StringIO()
    try:
        call_command(*json.loads(line), stdout=written)
        answer = {"out": written.getvalue()}
    except BaseException as error:
        answer = {"error": f"{type(error).__name__}: {error}"}
    print(json.dumps(answer), file=answers, flush=True)
`;

type Answer = { out?: string; error?: string };
/** This worker's commands process and the calls waiting for its answers, in order. */
let commands: { child: ChildProcess; waiting: ((answer: Answer) => void)[] } | undefined;

function commandsProcess() {
  if (commands) return commands;
  const child = spawn(PYTHON, ['-c', COMMANDS], {
    cwd: ROOT,
    env: { DJANGO_SETTINGS_MODULE: 'config.settings.dev', ...process.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((answer: Answer) => void)[] = [];
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    buffered += text;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      waiting.shift()?.(JSON.parse(buffered.slice(0, end)) as Answer);
      buffered = buffered.slice(end + 1);
    }
  });
  child.on('exit', (code: number | null) => {
    commands = undefined;
    for (const answer of waiting.splice(0))
      answer({ error: `the commands process exited (${code})` });
  });
  commands = { child, waiting };
  return commands;
}

/** Runs a management command, as support staff would on the server; answers what it wrote. */
export async function manage(...args: string[]): Promise<string> {
  const { child, waiting } = commandsProcess();
  const answer = await new Promise<Answer>((resolve) => {
    waiting.push(resolve);
    child.stdin!.write(`${JSON.stringify(args)}\n`);
  });
  if (answer.error !== undefined) throw new Error(`manage.py ${args.join(' ')}: ${answer.error}`);
  return answer.out ?? '';
}

/** The newest SMS or e-mail sent to `to` so far ('' when none), without waiting. */
export async function outboxNewest(to: string): Promise<string> {
  return (await manage('outbox', '--to', to, '--body')).trim();
}

/**
 * The newest SMS or e-mail sent to `to` other than `after` (an earlier `outboxNewest`), read
 * from the outbox once the worker delivered it.
 */
export async function outboxBody(to: string, after = ''): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        body = await outboxNewest(to);
        return body !== '' && body !== after;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return body;
}

/** The outbox's clock (UTC, to the second), to read only what is sent from now on. */
export function outboxNow(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The link (path and query) of the newest message to each of `addresses` sent since `since`
 * (`outboxNow()`), once the worker delivered them all: one read of the outbox for many links.
 */
export async function outboxLinks(
  addresses: readonly string[],
  since: string,
): Promise<Record<string, string>> {
  const links: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        const listing = await manage('outbox', '--limit', '200');
        // Newest first: "<date> <time> <channel> to <address>", then its indented text.
        for (const block of listing.split(/^(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )/m)) {
          const header = /^(\S+ \S+) \S+ to (\S+)/.exec(block);
          if (!header || header[1] < since) continue;
          const to = header[2];
          if (addresses.includes(to) && !(to in links)) links[to] = linkPath(block);
        }
        return addresses.filter((address) => !(address in links));
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toEqual([]);
  return links;
}

export function sixDigits(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in ${text}`);
  return match[1];
}

export function linkPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/\S+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return match[1];
}

/** Binds a (simulated) box to the signed-in person through /devices/link. */
export async function bindDevice(page: Page, deviceId: string) {
  await page.goto('/devices/link');
  await page.getByLabel('Device ID', { exact: true }).fill(deviceId);
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page).toHaveURL(/\/devices\/details\?id=\d+$/);
}

export async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth/signup');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/check-email/);
}

export async function signInWithPassword(page: Page, account: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Account').fill(account);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new individual signed up (`apiSignUp`), their e-mail verified (`apiVerify`) and signed in
 * on `page`; answers their name.
 */
export async function signUpNew(page: Page, prefix: string): Promise<string> {
  const { name, email, session } = await apiSignUp(page.request, prefix);
  await apiVerify(page.request, email, session);
  await storeSession(page, session);
  return name;
}

/** Deposits `amount` from /wallet/pay through the sandbox's page, which `answer`s it. */
export async function deposit(page: Page, amount: string, answer: 'Approve' | 'Decline') {
  await page.goto('/wallet/pay');
  await payDeposit(page, amount, answer);
  // The provider's notice may land after the way back: spending waits until it has.
  if (answer === 'Approve') await expect(page.getByText(`${amount} coins added`)).toBeVisible();
}

/** From the deposit page (/wallet/pay) on: `amount` paid through the sandbox's page. */
export async function payDeposit(page: Page, amount: string, answer: 'Approve' | 'Decline') {
  await page.getByText(`${amount} coins`, { exact: true }).click();
  await page.getByText('Card (sandbox)').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Confirm your deposit')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  // The sandbox provider's own page, served by Django outside the app.
  await expect(page).toHaveURL(/\/api\/billing\/v1\/payments\/sandbox\/pay\//);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText(`${amount} coins`)).toBeVisible();
  await page.getByRole('button', { name: answer }).click();
  await expect(page).toHaveURL(/\/wallet\/pay\?deposit=/);
}

/**
 * Starts virtual device agents against the server under test (`manage.py simulate_devices`)
 * and answers with the device IDs they print once registered, and a way to stop them.
 */
export async function simulateDevices(
  count: number,
  prefix: string,
  {
    location,
    seconds = 110,
    failureRate = 0,
    failureCode,
    subStatusSeconds,
  }: {
    /** `lng,lat` every box reports, so its listings have an area. */
    location?: string;
    /** How long the boxes stay online. */
    seconds?: number;
    /** The share of commands that fail (none by default). */
    failureRate?: number;
    /** The agent error code every failure reports (default: the command's usual one). */
    failureCode?: string;
    /** How long a command stays in its sub-status (downloading, preparing, shutting down). */
    subStatusSeconds?: number;
  } = {},
): Promise<{ deviceIds: string[]; stop: () => void }> {
  const port = process.env.E2E_PORT ?? '8765';
  const child: ChildProcess = spawn(
    PYTHON,
    [
      MANAGE,
      'simulate_devices',
      ...['--count', String(count), '--prefix', prefix, '--interval', '1'],
      ...[
        '--failure-rate',
        String(failureRate),
        '--duration',
        String(seconds),
        '--base-url',
        `http://127.0.0.1:${port}`,
      ],
      ...(location ? ['--location', location] : []),
      ...(failureCode ? ['--failure-code', failureCode] : []),
      ...(subStatusSeconds ? ['--sub-status-seconds', String(subStatusSeconds)] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const deviceIds: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the simulator printed no device IDs')),
      30_000,
    );
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      for (const match of text.matchAll(/^([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\s/gm)) {
        deviceIds.push(match[1]);
      }
      if (deviceIds.length >= count) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the simulator exited with ${code}`)));
  });
  return { deviceIds, stop: () => child.kill('SIGTERM') };
}

/**
 * Installs Jupyter Lab on the bound box `deviceId` from the store and rents it out at `price`
 * coins an hour, seeing the platform's 10 % fee and what the provider receives.
 */
export async function rentOutJupyter(page: Page, deviceId: string, price: string) {
  await page.goto('/app-store');
  await page.getByText('Jupyter Lab').first().click();
  await page.getByRole('button', { name: 'Install' }).first().click();
  await page.getByLabel(new RegExp(`BOX ${deviceId.slice(-4)}$`)).check();
  // The generated form checks the token before anything is sent.
  const token = page.getByLabel('Access token');
  await token.fill('short');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Enter at least 12 characters')).toBeVisible();
  await token.fill('notebook-token-42');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Jupyter Lab is running')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open the app page' }).click();
  const sharing = page.locator('.ant-card').filter({ hasText: 'Price per hour' });
  await sharing.getByLabel('Rentable').click();
  await sharing.getByLabel('Price per hour').fill(price);
  const cents = Math.round(Number(price) * 100);
  const fee = Math.round(cents / 10);
  const coins = (amount: number) => (amount / 100).toFixed(2);
  await expect(
    sharing.getByText(
      `Of each hour, the platform keeps 10% (${coins(fee)} coins); you receive ${coins(cents - fee)} coins.`,
    ),
  ).toBeVisible();
  await sharing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sharing settings saved')).toBeVisible();
}
