import { expect, test } from '@playwright/test';

import { apiSignUp, linkPath, NEW_PASSWORD, outboxNewest, signUpNew, uniqueName } from '../support';
import { CLIENTS, PHONE, expectFits, openMenu, openNavigation, openPage } from './clients';

// A control that never shows fails its step at once, not at the journey's end.
test.use({ actionTimeout: 20_000 });
// The desktop's run and the phone's go to both workers at once, not one after the other.
test.describe.configure({ mode: 'parallel' });

for (const client of CLIENTS) {
  // The member is new on the desktop owner's run (signs up from the link) and has an account on
  // the phone owner's (signs in from it): both ways in finish on the phone.
  const newcomer = !client.phone;

  test(`on a ${client.name}: a company owner invites a member by e-mail, who ${newcomer ? 'signs up' : 'signs in'} and accepts on a phone; the owner sees them among the members`, async ({
    browser,
  }) => {
    const owner = await openPage(browser, client);
    const member = await openPage(browser, PHONE);
    try {
      const company = uniqueName('Journey Co ');
      const ownerName = await signUpNew(owner, 'owner');
      const person = newcomer
        ? { name: uniqueName('member'), email: '' }
        : await apiSignUp(member.request, 'member');
      const email = newcomer ? `${person.name}@example.com` : person.email;

      await test.step('the owner creates the company and invites the member by e-mail', async () => {
        await owner.goto('/app');
        await openMenu(owner, client, 'My companies');
        await expect(owner).toHaveURL(/\/history$/);
        await owner.getByRole('button', { name: 'Create a company' }).click();
        const create = owner.getByRole('dialog', { name: 'Create a company' });
        await create.getByLabel('Company name').fill(company);
        await create.getByRole('button', { name: 'Create' }).click();
        await owner.getByRole('button', { name: 'Switch now' }).click();
        // The switch ends on the console's home; a drawer opened before it would close with it.
        await expect(owner).toHaveURL(/\/app$/);
        // The identity switcher: in the header, or on a phone in the drawer.
        if (client.phone) await openNavigation(owner);
        await expect(
          owner.getByRole('button', { name: new RegExp(`Switch identity: ${company}`) }),
        ).toBeVisible();
        if (client.phone) await owner.keyboard.press('Escape');
        await owner.goto('/company');
        await owner.getByLabel('E-mail address or phone number').fill(email);
        await owner.getByRole('button', { name: 'Send invitation' }).click();
        await expect(
          owner.getByText(`If ${email} can receive it, an invitation was sent.`, { exact: false }),
        ).toBeVisible();
        if (client.phone) await expectFits(owner);
      });

      await test.step(`the member opens the mailed link on a phone, ${newcomer ? 'signs up' : 'signs in'} and joins`, async () => {
        // The invitation (a member with an account got their verification link before it).
        let mail = '';
        await expect
          .poll(async () => (mail = await outboxNewest(email)), { timeout: 20_000 })
          .toContain(company);
        await member.goto(linkPath(mail));
        // Signed out, the invitation asks for a sign-in first, and keeps the way back to it.
        await expect(member).toHaveURL(/\/auth\/signin\?redirect=/);
        await expectFits(member);
        if (newcomer) {
          await member.getByRole('link', { name: 'Sign up' }).click();
          await expect(member).toHaveURL(/\/auth\/signup\?redirect=/);
          await member.getByLabel('User name').fill(person.name);
          await member.getByLabel('E-mail').fill(email);
          await member.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
          await member.getByLabel('Confirm password').fill(NEW_PASSWORD);
          await member.getByRole('checkbox').check();
          await member.getByRole('button', { name: 'Sign up' }).click();
          await expect(member).toHaveURL(/\/check-email\?/);
          await member.getByRole('button', { name: 'Continue' }).click();
        } else {
          await member.getByLabel('Account').fill(person.name);
          await member.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
          await member.getByRole('button', { name: 'Sign in' }).click();
        }
        await expect(member).toHaveURL(/\/iam\/v1\/sme\/join\?token=/);
        await expect(
          member.getByText(`${ownerName} invites you to join ${company}.`),
        ).toBeVisible();
        await expectFits(member);
        await member.getByRole('button', { name: 'Join the company' }).click();
        await expect(member.getByText(`You are a member of ${company}.`)).toBeVisible();
        // Accepting the invitation mailed to it proved the address.
        await member.goto('/account');
        await expect(member.getByText(email)).toBeVisible();
        await expect(member.getByText('Not verified')).toHaveCount(0);
        await expectFits(member);
      });

      await test.step('the owner sees the member in the members list', async () => {
        await owner.reload();
        const members = owner.locator('.ant-card').filter({ hasText: 'Members' }).first();
        await expect(members.getByText(person.name)).toBeVisible();
        if (client.phone) await expectFits(owner);
      });
    } finally {
      await owner.context().close();
      await member.context().close();
    }
  });
}
