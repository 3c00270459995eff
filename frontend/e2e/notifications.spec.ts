import { expect, test } from '@playwright/test';

import { apiSignUp, manage, storeSession } from './support';

test('an announcement sent from the server reaches the open page live, then is read', async ({
  page,
}) => {
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

  await bell.click();
  const preview = page.getByRole('tooltip');
  await expect(preview.getByText('Maintenance tonight')).toBeVisible();
  await preview.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('main').getByText('Back by 02:00.')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('1 message marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.getByText('Unread (0)').click();
  await expect(page.getByText('You have read everything')).toBeVisible();
});
