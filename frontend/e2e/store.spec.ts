import { expect, test } from '@playwright/test';

test('a visitor browses the app store, searches, and reads an app page', async ({ page }) => {
  await page.goto('/app-store');
  await expect(page).toHaveTitle(/App store - Z Compute/);
  await expect(page.getByRole('link', { name: 'Ollama' }).first()).toBeVisible();

  await page.getByPlaceholder('Search apps').fill('ollama');
  await page.getByPlaceholder('Search apps').press('Enter');
  await expect(page).toHaveURL(/\/app-store\/more\?.*q=ollama/);
  await expect(page.getByRole('link', { name: 'Ollama' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jellyfin' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ollama' }).click();
  await expect(page).toHaveURL(/\/app-store\/\d+$/);
  await expect(page.getByText('Minimum requirements')).toBeVisible();
  await expect(page.getByText('Latest').first()).toBeVisible();

  await page.goto('/app-store?lang=zh');
  await expect(page.getByPlaceholder('Search apps')).toHaveCount(0); // the page is in Chinese now
});
