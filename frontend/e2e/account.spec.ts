import { deflateSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import {
  NEW_PASSWORD,
  apiSignUp,
  linkPath,
  outboxBody,
  signInWithPassword,
  signUp,
  sixDigits,
  storeSession,
  storedSession,
  uniqueName,
} from './support';

/** A mainland mobile number no other run uses. */
function uniquePhone(): string {
  return `+86139${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/** A small solid-colour PNG, made here so the test carries no binary file. */
function pngBytes(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

test('sign up, verify the e-mail through the link, link and unlink a phone, change the avatar', async ({
  page,
}) => {
  const name = uniqueName('mail');
  const email = `${name}@example.com`;
  await signUp(page, name, email, 'Kite7harbor9');
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await page.goto(linkPath(await outboxBody(email)));
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

  // Verifying ends no session: the account page opens as it is.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  const methods = page.locator('.ant-card').filter({ hasText: 'Sign-in methods' });
  await expect(methods.getByText('Verified', { exact: true })).toBeVisible();

  // Link a phone number with a code read from the outbox.
  const phone = uniquePhone();
  await methods.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a phone number' });
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // Signing in is not enough for a sign-in method change: confirm with the password.
  const reauth = page.getByRole('dialog', { name: "Confirm it's you" });
  await reauth.getByLabel('Password').fill('Kite7harbor9');
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await expect(reauth).toHaveCount(0);
  const code = sixDigits(await outboxBody(phone));
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Link this number' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Link this number' }).click();
  await expect(page.getByText('Phone number linked')).toBeVisible();
  await expect(methods.getByText(phone)).toBeVisible();

  // Unlink it again, after a confirmation.
  await methods.getByRole('button', { name: 'Unlink' }).nth(1).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink your phone number?' });
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Phone number unlinked')).toBeVisible();
  await expect(methods.getByText(phone)).toHaveCount(0);

  // A new avatar, cropped in the browser and re-encoded by the server.
  await page.locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngBytes(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
  await expect(crop.getByRole('img', { name: 'Avatar preview' })).toBeVisible();
  await crop.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  const avatar = page.getByRole('img', { name: `Avatar of ${name}` });
  await expect(avatar).toHaveAttribute('src', /\/media\/avatars\//);
  const picture = await page.request.get((await avatar.getAttribute('src')) ?? '');
  expect(picture.status()).toBe(200);
});

test('sign in by SMS code creates the account, then a password is set and used', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/auth/signin');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(sixDigits(await outboxBody(phone)));
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/app$/); // home after sign-in: my apps
  expect((await storedSession(page))?.userType).toBe('user');
  await page.goto('/account');
  const profile = page.locator('.ant-card').filter({ hasText: 'Profile' });
  await expect(profile.getByText('Not set')).toBeVisible();

  await profile.getByRole('button', { name: 'Set a password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  await dialog.getByLabel('Password', { exact: true }).fill('short1');
  await dialog.getByLabel('Confirm password').fill('short1');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(dialog.getByText('The password must be 8-15 characters')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Lantern42sky');
  await dialog.getByLabel('Confirm password').fill('Lantern42sky');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  // No password yet: the re-authentication asks for a code sent to the phone.
  const reauth = page.getByRole('dialog', { name: "Confirm it's you" });
  const signInCode = await outboxBody(phone);
  await reauth.getByRole('button', { name: 'Send code' }).click();
  await reauth.getByLabel('Verification code').fill(sixDigits(await outboxBody(phone, signInCode)));
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password set')).toBeVisible();
  await expect(profile.getByText('Set', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await signInWithPassword(page, phone, 'Lantern42sky');
  await expect(page).toHaveURL(/\/app$/);
});

test('forget the password, reset it through the e-mailed link, sign in with the new one', async ({
  page,
}) => {
  const { email } = await apiSignUp(page.request, 'forgot');
  const verification = await outboxBody(email);

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account uses ${email}, we sent it a link to reset the password.`),
  ).toBeVisible();

  const resetLink = linkPath(await outboxBody(email, verification));
  expect(resetLink).toMatch(/^\/reset-password\?token=/);
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('Harbor8kite77');
  await page.getByLabel('Confirm new password').fill('Harbor8kite77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password was reset. Sign in with the new password.'),
  ).toBeVisible();

  // The link is single-use.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('Another9pass');
  await page.getByLabel('Confirm new password').fill('Another9pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This link is invalid, expired or already used.')).toBeVisible();

  await signInWithPassword(page, email, NEW_PASSWORD);
  await expect(page.getByText('Account or password incorrect.')).toBeVisible();
  await signInWithPassword(page, email, 'Harbor8kite77');
  await expect(page).toHaveURL(/\/app$/);
});

test('deleting the account asks for the user name, then signs out for good', async ({ page }) => {
  const { name, email, session } = await apiSignUp(page.request, 'leaver');
  await storeSession(page, session);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel('Your user name').fill(`${name}x`);
  await expect(remove).toBeDisabled();
  await dialog.getByLabel('Your user name').fill(name);
  await remove.click();
  const reauth = page.getByRole('dialog', { name: "Confirm it's you" });
  await reauth.getByLabel('Password').fill(NEW_PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toBeNull();
  const refresh = await page.request.get('/api/iam/v1/refresh', {
    headers: { Authorization: `Bearer ${session.refresh_token}` },
  });
  expect(refresh.status()).toBe(401);
  await signInWithPassword(page, email, NEW_PASSWORD);
  await expect(page.getByText('Account or password incorrect.')).toBeVisible();
});
