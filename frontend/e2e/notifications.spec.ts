import { expect, test } from '@playwright/test';

import { CLIENTS, expectFits, openPage } from './journeys/clients';
import { apiSignUp, manage, storeSession } from './support';

for (const client of CLIENTS) {
  test(`on a ${client.name}: an announcement sent from the server reaches the open page live, then is read`, async ({
    browser,
  }) => {
    const page = await openPage(browser, client);
    const { email, session } = await apiSignUp(page.request, 'reader');
    await storeSession(page, session);
    await page.goto('/app');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    // Support staff announce something from another process; no reload here.
    await manage(
      'notify',
      '--to',
      email,
      '--title',
      'Maintenance tonight',
      '--body',
      'Back by 02:00.',
    );
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // The preview mounts at the first click; the bell keeps its place and its name.
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const preview = page.getByRole('tooltip');
    await expect(preview.getByText('Maintenance tonight')).toBeVisible();
    await preview.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('main').getByText('Back by 02:00.')).toBeVisible();
    if (client.phone) await expectFits(page);

    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('1 message marked as read')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.getByText('Unread (0)').click();
    await expect(page.getByText('You have read everything')).toBeVisible();
    await page.context().close();
  });
}
