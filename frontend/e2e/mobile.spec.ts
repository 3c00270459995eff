import { devices, expect, test, type Page } from '@playwright/test';

import { DEMO_PASSWORD, provideListing } from './support';

/** The listing's price, which picks it out among others. */
const PRICE = '3.75 coins / hour';
/** Where the provider's box is: its listing's area is this point rounded to 0.01°. */
const BOX_AT = '121.47,31.23';
const PHONE = {
  userAgent: devices['iPhone 13'].userAgent,
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
};

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a signed-out iPhone is sent to the mobile market, which lists, filters and shows a listing; nearby and download', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // a box registers, installs and starts the app
  const simulator = await provideListing(page, { price: '3.75', location: BOX_AT });
  try {
    const phone = await browser.newContext(PHONE);
    const visitor = await phone.newPage();

    // The desktop market sends a phone to the mobile one, query kept (newest first lists the
    // new box, which the groups' best picks leave last).
    await visitor.goto('/market?sort=newest');
    await expect(visitor).toHaveURL(/\/m\/market\?sort=newest$/);
    await expect(visitor.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
    const card = visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await expect(card).toBeVisible();
    await expect(card.getByText('NVIDIA T4')).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /Market/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(visitor);

    // A GPU filter in the sheet narrows the list: another model finds nothing, the box's finds it.
    await visitor.getByRole('button', { name: /Filters/ }).click();
    const sheet = visitor.getByRole('dialog', { name: 'Filter and sort' });
    await sheet.getByRole('searchbox', { name: 'GPU model' }).fill('H100');
    await sheet.getByRole('searchbox', { name: 'GPU model' }).press('Enter');
    await sheet.getByRole('button', { name: 'Show listings' }).click();
    await expect(visitor).toHaveURL(/\/m\/market\?sort=newest&gpu=H100$/);
    await expect(visitor.getByText('No listings match')).toBeVisible();
    await visitor.getByRole('button', { name: /Filters \(2\)/ }).click();
    await sheet.getByRole('searchbox', { name: 'GPU model' }).fill('T4');
    await sheet.getByRole('searchbox', { name: 'GPU model' }).press('Enter');
    await sheet.getByRole('button', { name: 'Show listings' }).click();
    const filtered = visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await expect(filtered).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // Its details, inside /m.
    await filtered.getByRole('link', { name: 'Jupyter Lab' }).click();
    await expect(visitor).toHaveURL(/\/m\/market\/details\?id=\d+$/);
    const detailsUrl = new URL(visitor.url());
    await expect(visitor.getByRole('heading', { name: 'Jupyter Lab', level: 2 })).toBeVisible();
    await expect(visitor.getByText(PRICE)).toBeVisible();
    await expect(visitor.getByText('In Shanghai')).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // A desktop page with a mobile twin leads to it with its query.
    await visitor.goto(`/market/details${detailsUrl.search}`);
    await expect(visitor).toHaveURL(`${detailsUrl.pathname}${detailsUrl.search}`);

    await visitor.goto('/m/market/more?sort=newest');
    await expect(visitor.getByRole('heading', { name: 'All listings', level: 1 })).toBeVisible();
    await expect(visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE })).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // Nearby: the box's city found by name, the market's filters in the sheet.
    await visitor
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Nearby/ })
      .click();
    await expect(visitor).toHaveURL(/\/m\/nearby$/);
    await visitor.getByRole('combobox', { name: 'City or region' }).fill('shanghai');
    await visitor.locator('.ant-select-item-option').filter({ hasText: 'Shanghai' }).click();
    await expect(visitor.getByText('Near Shanghai')).toBeVisible();
    const near = visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await expect(near.getByText(/^\d+ km away$/)).toBeVisible();
    await expect(near.getByText('Shanghai')).toBeVisible();
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
    await phone.close();
  } finally {
    simulator.stop();
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
