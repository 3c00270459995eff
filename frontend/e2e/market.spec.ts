import { expect, test } from '@playwright/test';

import { manage } from './support';

// The demo market's listings (`seed_market 20`, listed by the setup); this brings their boxes,
// which no agent keeps alive, online again. Filtering, the way back and renting are the
// journeys' (`journeys/renting.spec.ts`), on a listing of a provider's own box.
test.beforeAll(async () => {
  await manage('seed_market', '20');
});

test('signed out, the market shows best picks by label, finds a listing by a misspelled name, and renting starts with signing in', async ({
  page,
}) => {
  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
  const ai = page.getByRole('region', { name: 'AI' });
  await expect(ai.getByTestId(/^listing-\d+$/).first()).toBeVisible();

  // Search forgives a typo where the database can (PostgreSQL's trigrams; SQLite matches
  // substrings only, as DECISIONS settles).
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    const search = page.getByRole('searchbox', { name: 'Search the market' });
    await search.fill('Jupytr Lab');
    await search.press('Enter');
    await expect(page.getByText('Results for “Jupytr Lab”')).toBeVisible();
    await expect(
      page
        .getByTestId(/^listing-\d+$/)
        .filter({ hasText: 'Jupyter Lab' })
        .first(),
    ).toBeVisible();
    await page.goto('/market');
  }

  // A listing's details; signed out, renting starts with signing in, and comes back to it.
  const card = ai.getByTestId(/^listing-\d+$/).first();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/market\/details\?id=\d+$/);
  const details = new URL(page.url());
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rent', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in to rent' }).click();
  await expect(page).toHaveURL(
    `/auth/signin?redirect=${encodeURIComponent(`${details.pathname}${details.search}`)}`,
  );
});
