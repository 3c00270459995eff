import { expect, test } from '@playwright/test';

import { provideListing } from './support';

/** The listing's price, which picks it out among others. */
const PRICE = '3.25 coins / hour';

test('a provider rents out a running app; signed out, the market lists it by label, filters by GPU, finds it by a misspelled name and shows its details', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // a box registers, installs and starts the app
  const simulator = await provideListing(page, { price: '3.25' });
  try {
    // A signed-out visitor. The front page's groups show each label's best picks (proven
    // providers first), where a new box is last: the newest first lists it.
    const visitor = await browser.newPage();
    await visitor.goto('/market');
    await expect(visitor.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'AI' })).toBeVisible();
    await visitor.getByLabel('Sort by').click();
    await visitor.getByTitle('Newest').click();
    await expect(visitor).toHaveURL(/[?&]sort=newest/);
    const card = visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await expect(card).toBeVisible();
    await expect(card.getByText('Jupyter Lab')).toBeVisible();
    await expect(card.getByText('NVIDIA T4')).toBeVisible();

    // A GPU filter narrows the list: another model finds nothing, the box's finds it.
    const gpu = visitor.getByRole('searchbox', { name: 'GPU model' });
    await gpu.fill('H100');
    await gpu.press('Enter');
    await expect(visitor).toHaveURL(/[?&]gpu=H100/);
    await expect(visitor.getByText('No listings match')).toBeVisible();
    await visitor.getByRole('searchbox', { name: 'GPU model' }).fill('T4');
    await visitor.getByRole('searchbox', { name: 'GPU model' }).press('Enter');
    const filtered = visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await expect(filtered).toBeVisible();

    // Search forgives a typo where the database can (PostgreSQL's trigrams; SQLite matches
    // substrings only, as DECISIONS settles).
    if (process.env.DATABASE_URL?.startsWith('postgres')) {
      await visitor.goto('/market');
      const search = visitor.getByRole('searchbox', { name: 'Search the market' });
      await search.fill('Jupytr Lab');
      await search.press('Enter');
      await expect(visitor.getByText('Results for “Jupytr Lab”')).toBeVisible();
      await expect(visitor.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE })).toBeVisible();
      await visitor.goto('/market?gpu=T4');
    }

    // Its details page.
    await filtered.getByRole('link', { name: 'Jupyter Lab' }).click();
    await expect(visitor).toHaveURL(/\/market\/details\?id=\d+$/);
    await expect(visitor.getByRole('heading', { name: 'Jupyter Lab', level: 1 })).toBeVisible();
    await expect(visitor.getByText(PRICE)).toBeVisible();
    await expect(visitor.getByText('NVIDIA T4')).toBeVisible();
    // Signed out, renting starts with signing in.
    await expect(visitor.getByRole('button', { name: 'Sign in to rent' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Rent', exact: true })).toHaveCount(0);
    await visitor.close();
  } finally {
    simulator.stop();
  }
});
