import { expect, test, type Page } from '@playwright/test';

import {
  bindDevice,
  NEW_PASSWORD,
  outboxLinks,
  outboxNow,
  payDeposit,
  rentOutJupyter,
  signUpNew,
  simulateDevices,
  uniqueName,
} from '../support';
import { CLIENTS, cents, expectFits, openMenu, openPage, type Client } from './clients';

/** Each client's listing has its own price, which picks it out among the others. */
const PRICES = { desktop: '36.00', phone: '72.00' } as const;

/** The rows of a table, or the cards a phone shows them as, that hold `text`. */
function entries(page: Page, client: Client, text: string | RegExp) {
  const rows = client.phone ? page.locator('[data-row-card]') : page.locator('tbody tr');
  return rows.filter({ hasText: text });
}

/** The summed amounts of `entries` (each shows one), in cents. */
async function sumOf(rows: ReturnType<typeof entries>): Promise<number> {
  let sum = 0;
  for (const row of await rows.all()) sum += await cents(row.getByText(/[+-][\d,]+\.\d{2}/));
  return sum;
}

// A control that never shows fails its step at once, not at the journey's end.
test.use({ actionTimeout: 20_000 });
// The desktop's run and the phone's go to both workers at once, not one after the other.
test.describe.configure({ mode: 'parallel' });

for (const client of CLIENTS) {
  test(`on a ${client.name}: a provider installs an app from the store and lists it, later reads its AI API and stops it; a new renter signs up, verifies the e-mail, deposits, finds it with filters, rents, uses and ends it; the rental, the orders, both statements and the provider's earnings agree`, async ({
    browser,
  }) => {
    test.setTimeout(300_000); // a box registers, installs and starts the app; periods pass
    const price = PRICES[client.name];
    const priceText = `${price} coins / hour`;
    const provider = await openPage(browser, client);
    const renter = await openPage(browser, client);
    const simulator = await simulateDevices(1, uniqueName('e2ejour'), { seconds: 290 });
    try {
      const [deviceId] = simulator.deviceIds;
      const providerName = await signUpNew(provider, 'provider');
      let appUrl = '';

      await test.step('the provider binds the box, installs Jupyter Lab from the store and lists it, told the fee', async () => {
        await bindDevice(provider, deviceId);
        await rentOutJupyter(provider, deviceId, price);
        appUrl = provider.url();
        await expect(provider.getByText('Not rented now')).toBeVisible();
        if (client.phone) await expectFits(provider);
      });

      const name = uniqueName('renter');
      const email = `${name}@example.com`;

      await test.step('a visitor signs up', async () => {
        await renter.goto('/');
        if (client.phone) {
          // A signed-out phone gets the market's mobile twin, which offers the sign-in.
          await expect(renter).toHaveURL(/\/m\/market$/);
          await expect(renter.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
          await renter.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
          await expect(renter).toHaveURL(/\/auth\/signin\?redirect=/);
          await renter.getByRole('link', { name: 'Sign up' }).click();
        } else {
          await renter.getByRole('button', { name: 'Create an account' }).click();
        }
        await expect(renter).toHaveURL(/\/auth\/signup/);
        await renter.getByLabel('User name').fill(name);
        await renter.getByLabel('E-mail').fill(email);
        await renter.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
        await renter.getByLabel('Confirm password').fill(NEW_PASSWORD);
        await renter.getByRole('checkbox').check();
        const since = outboxNow();
        await renter.getByRole('button', { name: 'Sign up' }).click();
        await expect(renter).toHaveURL(/\/check-email\?/);
        await expect(renter.getByText(email)).toBeVisible();
        if (client.phone) await expectFits(renter);

        // The mailed link, opened in the same browser (signed in as the account), verifies.
        const link = (await outboxLinks([email], since))[email];
        await renter.goto(link);
        await expect(
          renter.getByRole('heading', { name: 'Your e-mail address is verified' }),
        ).toBeVisible();
        await renter.getByRole('button', { name: 'Continue' }).click();
        if (client.phone) {
          // Back where the phone was, signed in now: the bar leads to the console.
          await expect(renter).toHaveURL(/\/m\/market$/);
          await renter.getByRole('banner').getByRole('link', { name: 'Open console' }).click();
        }
        await expect(renter).toHaveURL(/\/app$/);
        await expect(renter.getByRole('heading', { name: 'My apps', level: 1 })).toBeVisible();
      });

      await test.step('the renter deposits 100 coins', async () => {
        await openMenu(renter, client, 'Wallet', 'Wallet');
        await expect(renter).toHaveURL(/\/wallet$/);
        await expect(renter.getByText('Your wallet is ready')).toBeVisible();
        await renter.getByRole('button', { name: 'Make your first deposit' }).click();
        await expect(renter).toHaveURL(/\/wallet\/pay$/);
        await payDeposit(renter, '100.00', 'Approve');
        await expect(renter.getByText('100.00 coins added')).toBeVisible();
        await expect(renter.getByText('Your balance is now 100.00 coins.')).toBeVisible();
        if (client.phone) await expectFits(renter);
      });

      let listingUrl = '';

      await test.step('the renter searches the market with filters, which a search and the way back keep', async () => {
        await openMenu(renter, client, 'Market');
        await expect(renter).toHaveURL(/\/market$/);
        await expect(renter.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
        // Newest first: the groups' best picks put a new provider's box last.
        await renter.getByLabel('Sort by').click();
        await renter.getByTitle('Newest').click();
        await expect(renter).toHaveURL(/[?&]sort=newest/);
        const gpu = renter.getByRole('searchbox', { name: 'GPU model' });
        await gpu.fill('H100');
        await gpu.press('Enter');
        await expect(renter.getByText('No listings match')).toBeVisible();
        await gpu.fill('T4');
        await gpu.press('Enter');
        await expect(renter).toHaveURL(/[?&]gpu=T4/);
        const search = renter.getByRole('searchbox', { name: 'Search the market' });
        await search.fill('Jupyter');
        await search.press('Enter');
        await expect(renter.getByText('Results for “Jupyter”')).toBeVisible();
        // The search narrows the filtered list: nothing was dropped from the address.
        await expect(renter).toHaveURL(/[?&]q=Jupyter/);
        await expect(renter).toHaveURL(/[?&]gpu=T4/);
        await expect(renter).toHaveURL(/[?&]sort=newest/);
        await expect(renter.getByRole('searchbox', { name: 'GPU model' })).toHaveValue('T4');
        const listed = new URL(renter.url());
        const card = renter.getByTestId(/^listing-\d+$/).filter({ hasText: priceText });
        await expect(card.getByText('NVIDIA T4')).toBeVisible();
        if (client.phone) await expectFits(renter);

        // Its details, and back to the list as it was left.
        await card.getByRole('link', { name: 'Jupyter Lab' }).click();
        await expect(renter).toHaveURL(/\/market\/details\?id=\d+$/);
        listingUrl = renter.url();
        await expect(renter.getByRole('heading', { name: 'Jupyter Lab', level: 1 })).toBeVisible();
        await expect(renter.getByText(priceText)).toBeVisible();
        await expect(renter.getByText(`By ${providerName}`)).toBeVisible();
        await renter.getByRole('link', { name: 'Back to the market' }).click();
        await expect(renter).toHaveURL(`${listed.pathname}${listed.search}`);
        await expect(renter.getByText('Results for “Jupyter”')).toBeVisible();
        await card.getByRole('link', { name: 'Jupyter Lab' }).click();
        await expect(renter).toHaveURL(listingUrl);
      });

      let rentalId = '';

      await test.step('the renter rents it, told what the hours cost, and uses the access', async () => {
        await renter.getByRole('button', { name: 'Rent', exact: true }).click();
        const dialog = renter.getByRole('dialog', { name: 'Rent Jupyter Lab' });
        await expect(dialog.getByText(priceText)).toBeVisible();
        await expect(dialog.getByText('Held now (one billing period)')).toBeVisible();
        await expect(dialog.getByText('Your available balance')).toBeVisible();
        await dialog.getByLabel('End after (hours, optional)').fill('2');
        const twoHours = (Number(price) * 2).toFixed(2);
        await expect(dialog.getByText(`2 hours cost ${twoHours} coins.`)).toBeVisible();
        await dialog.getByRole('button', { name: 'Rent now' }).click();

        await expect(renter).toHaveURL(/\/my-orders\?id=\d+$/);
        rentalId = new URL(renter.url()).searchParams.get('id')!;
        await expect(renter.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
        await expect(renter.locator('[data-status="rental_ongoing"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(renter.getByTestId('rental-base-url')).toContainText('http');
        await renter.getByRole('button', { name: 'Show key' }).click();
        await expect(renter.getByTestId('rental-api-key')).toHaveText(/^zk-\S{16,}$/);
        // The billing pass (every 5 s here) charges the first period, shown without a reload.
        await expect(renter.getByTestId('rental-charge-0')).toBeVisible({ timeout: 60_000 });
        if (client.phone) await expectFits(renter);
      });

      await test.step('the provider sees who rents the app now', async () => {
        const rentals = provider.locator('.ant-card').filter({ hasText: 'Rented now by' });
        await expect(rentals.getByText(name)).toBeVisible();
        await expect(rentals.getByRole('link', { name: 'See in my orders' })).toBeVisible();
      });

      let charged = 0;

      await test.step('the renter ends it; the panel, the orders and the statement show one charged figure', async () => {
        await renter.getByRole('button', { name: 'End rental' }).click();
        const confirm = renter.getByRole('dialog', { name: 'End this rental?' });
        await confirm.getByRole('button', { name: 'End rental' }).click();
        await expect(renter.getByText('Ended by the renter')).toBeVisible();
        await expect(renter.locator('[data-status="ended"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(renter.getByTestId('rental-base-url')).toHaveCount(0);
        // The panel and the orders table are two reads, refreshed by the same news a moment
        // apart: once both have the final charge, they agree to the cent.
        const order = entries(renter, client, 'Jupyter Lab').filter({ hasText: providerName });
        await expect
          .poll(async () => {
            charged = await cents(renter.getByTestId('rental-charged'));
            let periods = 0;
            for (const charge of await renter.getByTestId(/^rental-charge-\d+$/).all()) {
              periods += await cents(charge.getByText(/coins$/));
            }
            const ordered = await cents(order.getByText(/coins$/));
            return { periods: periods - charged, ordered: ordered - charged };
          })
          .toEqual({ periods: 0, ordered: 0 });
        expect(charged).toBeGreaterThan(0);

        // The statement names the app, the provider and the rental; its charges add up to it.
        await renter.getByRole('link', { name: 'Its movements in the wallet' }).click();
        await expect(renter).toHaveURL(/\/wallet\/transactions\?reference=rental%3A\d+$/);
        await expect(renter.getByText(`Rental #${rentalId} only`)).toBeVisible();
        const charges = entries(renter, client, `Jupyter Lab, with ${providerName}`).filter({
          hasText: 'Charge',
        });
        await expect(
          charges.first().getByRole('link', { name: `Rental #${rentalId}` }),
        ).toBeVisible();
        await expect.poll(() => sumOf(charges)).toBe(charged);
        if (client.phone) await expectFits(renter);
      });

      await test.step('the provider sees the rental ended and the income, less the fee, alike on the app, the orders and the wallet', async () => {
        await expect(provider.getByText('Not rented now')).toBeVisible({ timeout: 30_000 });
        // The platform keeps 10 % of what the renter was charged (cumulative, to the cent).
        const fee = Math.round(charged / 10);
        const income = charged - fee;
        await expect.poll(() => cents(provider.getByTestId('app-rental-income'))).toBe(income);
        await openMenu(provider, client, 'My orders');
        await provider.getByText('Rented from me').click();
        await expect(provider).toHaveURL(/\/my-orders\?role=provider$/);
        const order = entries(provider, client, 'Jupyter Lab').filter({ hasText: name });
        await expect(order.locator('[data-status="ended"]')).toBeVisible();
        expect(await cents(order.getByText(/coins$/))).toBe(income);
        // The provider's panel says why it ended, and holds no access of the renter's.
        await order.getByRole('button', { name: 'Details: Jupyter Lab' }).click();
        await expect(provider.getByText('Ended by the renter')).toBeVisible();
        await expect(provider.getByText('Your access')).toHaveCount(0);

        await openMenu(provider, client, 'Wallet', 'Wallet');
        await provider.getByRole('link', { name: 'All transactions' }).click();
        await expect(provider).toHaveURL(/\/wallet\/transactions$/);
        // The statement: what the renter paid comes in, the platform's fee goes out.
        const movements = entries(provider, client, `Jupyter Lab, with ${name}`);
        await expect(
          movements.first().getByRole('link', { name: `Rental #${rentalId}` }),
        ).toBeVisible();
        await expect
          .poll(() => sumOf(movements.filter({ hasText: 'Earned from a sale' })))
          .toBe(charged);
        await expect.poll(() => sumOf(movements.filter({ hasText: 'Platform fee' }))).toBe(fee);
        if (client.phone) await expectFits(provider);
      });

      await test.step('the provider reads the AI API of the app, stops it and sees renting refused while stopped', async () => {
        await provider.goto(appUrl);
        await provider.getByRole('link', { name: 'Open the AI API' }).click();
        await expect(provider).toHaveURL(/\/my-apps\/ai-compute\/\d+$/);
        await expect(
          provider.getByText(/http:\/\/100\.64\.\d+\.\d+:8888\/v1/).first(),
        ).toBeVisible();
        await provider.getByRole('button', { name: 'Show key' }).click();
        await expect(provider.getByText(/zk-[\w-]{20,}/).first()).toBeVisible();
        if (client.phone) await expectFits(provider);
        await provider.goBack();
        await expect(provider).toHaveURL(/\/devices\/apps\/\d+$/);

        await provider.getByRole('button', { name: 'Stop', exact: true }).click();
        await provider
          .getByRole('dialog', { name: 'Stop Jupyter Lab?' })
          .getByRole('button', { name: 'Stop' })
          .click();
        await expect(provider.getByRole('button', { name: 'Start', exact: true })).toBeVisible({
          timeout: 30_000,
        });
        const sharing = provider.locator('.ant-card').filter({ hasText: 'Price per hour' });
        await sharing.getByLabel('Rentable').click();
        await sharing.getByRole('button', { name: 'Save' }).click();
        await expect(
          provider.getByText(
            'The rentable setting cannot change while the app is stopped; start it first.',
          ),
        ).toBeVisible();
        await openMenu(provider, client, 'My apps');
        await expect(provider.getByRole('heading', { name: 'My apps', level: 1 })).toBeVisible();
        await expect(provider.getByRole('main').getByText('Stopped').first()).toBeVisible();
      });
    } finally {
      simulator.stop();
      await provider.context().close();
      await renter.context().close();
    }
  });
}
