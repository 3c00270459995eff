import { expect, test, type Page } from '@playwright/test';

import { cspRefusals, manage } from './support';

// Beijing's centre: `seed_market 20` places ten listings within about 40 km of it
// (five simulated boxes, two rentable apps each) and ten more around Shanghai.
const BEIJING = { longitude: 116.4074, latitude: 39.9042 };

// The setup listed them; this brings their boxes, which no agent keeps alive, online again.
test.beforeAll(async () => {
  await manage('seed_market', '20');
});

/** The distances the cards show, in page order. */
async function shownDistances(page: Page): Promise<number[]> {
  const cards = page.getByTestId(/^listing-\d+$/);
  await expect(cards.first()).toBeVisible();
  const texts = await cards.getByText(/^\d+ km away$/).allTextContents();
  return texts.map((text) => Number.parseInt(text, 10));
}

function expectAscending(distances: number[]) {
  expect(distances.length).toBeGreaterThanOrEqual(2);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances.at(-1)).toBeLessThanOrEqual(100);
}

test('signed out, /nearby ranks listings by distance from a city found by name', async ({
  page,
}) => {
  await page.goto('/nearby');
  await expect(page.getByRole('heading', { name: 'Nearby', level: 1 })).toBeVisible();
  await expect(page.getByText('Where are you?')).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveCount(0);
  const place = page.getByRole('combobox', { name: 'City or region' });
  await place.fill('atlantis');
  await expect(page.getByText('No place is called “atlantis”. Try a nearby city.')).toBeVisible();

  await place.fill('北京');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Beijing' }).click();
  await expect(page).toHaveURL(/\/nearby\?near=116\.41%2C39\.9$/);
  await expect(page.getByText('Near Beijing')).toBeVisible();
  expectAscending(await shownDistances(page));
  // Each card names its region, never coordinates.
  await expect(page.getByTestId(/^listing-\d+$/).first()).toContainText(/Beijing|Langfang|Hebei/);

  // The market's filters narrow it, kept in the URL.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByTestId(/^listing-\d+$/).first()).toBeVisible();

  // A listing's page keeps the point and shows the distance.
  await page
    .getByTestId(/^listing-\d+$/)
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/nearby\/details\?id=\d+&near=116\.41%2C39\.9$/);
  // The listing's page has replaced the list.
  await expect(page.getByTestId(/^listing-\d+$/)).toHaveCount(0);
  await expect(page.getByText(/^\d+ km away$/)).toBeVisible();
});

test.describe('with the browser’s position', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { longitude: 121.4737, latitude: 31.2304 },
  });

  test('"Use my location" ranks the listings around it', async ({ page }) => {
    await page.goto('/nearby');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/nearby\?near=121\.474%2C31\.23$/);
    expectAscending(await shownDistances(page));
  });
});

test('/nearby/map draws the listings with no internet', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const refused = cspRefusals(page);
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    blocked.push(url);
    return route.abort('internetdisconnected');
  });

  await page.goto(`/nearby/map?near=${BEIJING.longitude},${BEIJING.latitude}`);
  await expect(page.getByRole('heading', { name: 'Nearby map', level: 1 })).toBeVisible();
  const map = page.getByTestId('nearby-map');
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });

  // The same listings under the map; the map holds every one of them.
  const items = page.getByRole('listitem').filter({ hasText: /km away/ });
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(map).toHaveAttribute('data-listings-shown', String(count));
  expect(blocked).toEqual([]);
  expect(refused).toEqual([]);
});
