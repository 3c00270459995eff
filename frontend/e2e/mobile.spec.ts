import { devices, expect, test, type Page } from '@playwright/test';

import { DEMO_PASSWORD, manage } from './support';

const PHONE = {
  userAgent: devices['iPhone 13'].userAgent,
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
};

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

// The demo market's listings (`seed_market 20`, listed by the setup): ten around Shanghai.
// This brings their boxes, which no agent keeps alive, online again. A journey renting on a
// phone from a provider's own box is `journeys/renting.spec.ts`.
test.beforeAll(async () => {
  await manage('seed_market', '20');
});

test('a signed-out iPhone is sent to the mobile market, which lists, filters and shows a listing; nearby and download', async ({
  browser,
}) => {
  const phone = await browser.newContext(PHONE);
  const visitor = await phone.newPage();
  try {
    // The desktop market sends a phone to the mobile one, query kept.
    await visitor.goto('/market?sort=newest');
    await expect(visitor).toHaveURL(/\/m\/market\?sort=newest$/);
    await expect(visitor.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
    await expect(visitor.getByTestId(/^listing-\d+$/).first()).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /Market/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(visitor);

    // A GPU filter in the sheet narrows the list: a model nobody has finds nothing, NVIDIA's find.
    await visitor.getByRole('button', { name: /Filters/ }).click();
    const sheet = visitor.getByRole('dialog', { name: 'Filter and sort' });
    await sheet.getByRole('searchbox', { name: 'GPU model' }).fill('H100');
    await sheet.getByRole('searchbox', { name: 'GPU model' }).press('Enter');
    await sheet.getByRole('button', { name: 'Show listings' }).click();
    await expect(visitor).toHaveURL(/\/m\/market\?sort=newest&gpu=H100$/);
    await expect(visitor.getByText('No listings match')).toBeVisible();
    await visitor.getByRole('button', { name: /Filters \(2\)/ }).click();
    await sheet.getByRole('searchbox', { name: 'GPU model' }).fill('NVIDIA');
    await sheet.getByRole('searchbox', { name: 'GPU model' }).press('Enter');
    await sheet.getByRole('button', { name: 'Show listings' }).click();
    await expect(visitor).toHaveURL(/\/m\/market\?sort=newest&gpu=NVIDIA$/);
    // The oldest of the page's: the newest may be another journey's box, listed a moment
    // ago and taken offline by it before its details open.
    const filtered = visitor
      .getByTestId(/^listing-\d+$/)
      .filter({ hasText: 'NVIDIA' })
      .last();
    await expect(filtered).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // Its details, inside /m.
    const name = (await filtered.getByRole('link').first().textContent())!.trim();
    await filtered.getByRole('link').first().click();
    await expect(visitor).toHaveURL(/\/m\/market\/details\?id=\d+$/);
    const detailsUrl = new URL(visitor.url());
    await expect(visitor.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(visitor.getByText(/coins \/ hour/).first()).toBeVisible();
    // Where it is by the city's name, never raw coordinates (a journey's own box, listed
    // meanwhile, may share no location).
    await expect(
      visitor.getByText(/^(In [A-Z][a-z']+(, [A-Z][a-z]+)?|The provider shares no location)$/),
    ).toBeVisible();
    await expect(visitor.getByText(/-?\d+\.\d+, -?\d+\.\d+/)).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Sign in to rent' })).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // A desktop page with a mobile twin leads to it with its query.
    await visitor.goto(`/market/details${detailsUrl.search}`);
    await expect(visitor).toHaveURL(`${detailsUrl.pathname}${detailsUrl.search}`);

    await visitor.goto('/m/market/more?sort=newest');
    await expect(visitor.getByRole('heading', { name: 'All listings', level: 1 })).toBeVisible();
    await expect(visitor.getByTestId(/^listing-\d+$/).first()).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // Nearby: a city found by name, the market's filters in the sheet.
    await visitor
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Nearby/ })
      .click();
    await expect(visitor).toHaveURL(/\/m\/nearby$/);
    await visitor.getByRole('combobox', { name: 'City or region' }).fill('shanghai');
    await visitor.locator('.ant-select-item-option').filter({ hasText: 'Shanghai' }).click();
    await expect(visitor.getByText('Near Shanghai')).toBeVisible();
    await expect(
      visitor
        .getByTestId(/^listing-\d+$/)
        .first()
        .getByText(/^\d+ km away$/),
    ).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Filters/ })).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // The download page: the two configured clients, each with its QR code.
    await visitor
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Download/ })
      .click();
    await expect(
      visitor.getByRole('heading', { name: 'Download the app', level: 1 }),
    ).toBeVisible();
    await expect(
      visitor.getByRole('img', { name: 'QR code of the Windows download link' }),
    ).toBeVisible();
    await expect(
      visitor.getByRole('img', { name: 'QR code of the Android download link' }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      'https://downloads.example.com/z-compute.apk',
    );
    await expect(visitor.getByTestId('download-mac')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);

    // Pages without a twin open on the phone itself.
    await visitor.goto('/reset-password?token=not-a-real-token');
    await expect(visitor).toHaveURL(/\/reset-password\?token=not-a-real-token$/);
    await visitor.goto('/m');
    await expect(visitor).toHaveURL(/\/m\/market$/);
  } finally {
    await phone.close();
  }
});

test('a phone signs in where it is, comes back to the market, and opens the console', async ({
  browser,
}) => {
  const phone = await browser.newContext(PHONE);
  const visitor = await phone.newPage();
  await visitor.goto('/market?sort=price');
  await expect(visitor).toHaveURL(/\/m\/market\?sort=price$/);
  await visitor.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/auth\/signin\?redirect=/);
  await expect(visitor.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await visitor.getByLabel('Account').fill('alice');
  await visitor.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();

  // Back where it was, signed in: the bar leads to the console, which fits the phone.
  await expect(visitor).toHaveURL(/\/m\/market\?sort=price$/);
  await visitor.getByRole('banner').getByRole('link', { name: 'Open console' }).click();
  await expect(visitor).toHaveURL(/\/app$/);
  await expectNoSidewaysScroll(visitor);
  // Signed in, the desktop market opens as it is, at the phone's width.
  await visitor.goto('/market');
  await expect(visitor).toHaveURL(/\/market$/);
  await expect(visitor.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await phone.close();
});

test("a tap on a listing's uptime shows its 1-, 7- and 30-day figures on a phone; Escape or a tap elsewhere hides them", async ({
  browser,
}) => {
  // The hourly roll-up, run now: the listings' boxes have a status history since the setup.
  await manage(
    'shell',
    '-c',
    'from apps.listings.services import reliability_rollup; reliability_rollup()',
  );
  const phone = await browser.newContext(PHONE);
  const visitor = await phone.newPage();
  try {
    await visitor.goto('/m/market');
    const uptime = visitor
      .getByTestId(/^listing-\d+$/)
      .getByText(/% uptime$/)
      .first();
    await expect(uptime).toBeVisible();
    const figures = visitor.locator(`[id="${await uptime.getAttribute('aria-describedby')}"]`);
    await expect(figures).toHaveText(/^Online over the last day .+, 7 days .+, 30 days .+$/);
    await expect(figures).toBeHidden();

    await uptime.tap();
    await expect(figures).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await visitor.keyboard.press('Escape');
    await expect(figures).toBeHidden();

    await uptime.tap();
    await expect(figures).toBeVisible();
    await visitor.getByRole('heading', { name: 'Market', level: 1 }).tap();
    await expect(figures).toBeHidden();
  } finally {
    await phone.close();
  }
});
