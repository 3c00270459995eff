import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Company } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';
import { mockNarrowScreen } from '@/test/media';
import { setupUser } from '@/test/user';

import { PERSON_MENU, makeCompany, page } from '../pages/personTestData';

const user = setupUser();
const NAME = 'Grace Hopper';

function openAccount(companies: Company[], extra: Record<string, RouteHandler> = {}) {
  return renderApp('/account', {
    api: iamRoutes({
      'GET menu': () => ok(sessionStore.get()?.userType === 'user' ? PERSON_MENU : MEMBER_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET sme': () => ok(page(companies)),
      ...extra,
    }),
  });
}

const switcher = () => screen.findByRole('button', { name: /^Switch identity/ });

beforeEach(() => {
  setLocale('en');
});

describe('identity switcher', () => {
  it('shows only the name of a person without companies', async () => {
    sessionStore.set(makeSession());
    const { calls } = openAccount([]);
    await waitFor(() => expect(callsTo(calls, 'GET sme')).toHaveLength(1));
    expect((await screen.findAllByText(NAME)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Switch identity/ })).toBeNull();
  });

  it('shows the company and role of a company identity and switches back to the personal one', async () => {
    sessionStore.set(makeSession({ smeId: 'ACME0-00001', userType: 'member' }));
    const { calls, router } = openAccount([makeCompany()], {
      'POST switch': () => ok(makeSession({ token: 'personal-token' })),
    });
    const button = await switcher();
    await waitFor(() => expect(button).toHaveAccessibleName('Switch identity: Acme (Member)'));

    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Acme (Member)' })).toBeInTheDocument();
    // Mounted at the first click, the menu draws the button anew, which keeps the focus.
    const opened = await switcher();
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(opened).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: `${NAME} (Personal)` }));

    await waitFor(() => expect(sessionStore.get()?.token).toBe('personal-token'));
    expect(bodyOf(callsTo(calls, 'POST switch')[0])).toEqual({ sme_id: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('switches from the personal identity to a company, and shows a refusal', async () => {
    sessionStore.set(makeSession());
    let refuse = true;
    const { calls } = openAccount([makeCompany({ role: 'owner' })], {
      'POST switch': () =>
        refuse
          ? fail(403, 'company_not_member', 'You are not a member of this company.')
          : ok(makeSession({ smeId: 'ACME0-00001', userType: 'admin' })),
    });
    const button = await switcher();
    expect(button).toHaveAccessibleName(`Switch identity: ${NAME}`);

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Acme (Owner)' }));
    expect(await screen.findByText('You are not a member of this company.')).toBeInTheDocument();
    expect(sessionStore.get()?.smeId).toBe('user');

    refuse = false;
    // The menu, mounted at the first click, drew the button anew.
    await user.click(await switcher());
    await user.click(await screen.findByRole('menuitem', { name: 'Acme (Owner)' }));
    await waitFor(() => expect(sessionStore.get()?.userType).toBe('admin'));
    expect(bodyOf(callsTo(calls, 'POST switch')[1])).toEqual({ sme_id: 'ACME0-00001' });
  });

  describe('below 768 px', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockNarrowScreen();
    });
    afterEach(() => restore());

    it('lives in the navigation drawer, not in the top bar', async () => {
      sessionStore.set(makeSession());
      openAccount([makeCompany()]);
      const header = (await screen.findByRole('banner')) as HTMLElement;
      await user.click(await within(header).findByRole('button', { name: 'Open navigation' }));
      const drawer = await screen.findByRole('dialog');
      expect(
        await within(drawer).findByRole('button', { name: `Switch identity: ${NAME}` }),
      ).toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: /^Switch identity/ })).toBeNull();
    });
  });
});
