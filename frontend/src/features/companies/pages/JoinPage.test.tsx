import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Invitation } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

import { PERSON_MENU, makeInvitation } from './personTestData';

const user = userEvent.setup();

function openJoin(
  path: string,
  show: RouteHandler = () => ok(makeInvitation()),
  extra: Record<string, RouteHandler> = {},
) {
  return renderApp(path, {
    api: iamRoutes({
      'GET menu': () => ok(PERSON_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET sme/join': show,
      ...extra,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/iam/v1/sme/join', () => {
  it('sends a visitor to sign in, coming back to the invitation', async () => {
    sessionStore.clear();
    const { router } = openJoin('/iam/v1/sme/join?token=tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/iam/v1/sme/join?token=tok-1')}`,
    );
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const { calls } = openJoin('/iam/v1/sme/join');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(callsTo(calls, 'GET sme/join')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to my companies' })).toHaveAttribute(
      'href',
      '/history',
    );
  });

  it('shows the company and inviter, accepts, then offers to switch to the company', async () => {
    const { calls, router } = openJoin('/iam/v1/sme/join?token=tok-1', undefined, {
      'POST sme/join': () => ok(makeInvitation({ status: 'accepted' })),
      'POST switch': () => ok(makeSession({ smeId: 'ACME0-00001', userType: 'member' })),
    });
    expect(await screen.findByText('bob invites you to join Acme.')).toBeInTheDocument();
    expect(callsTo(calls, 'GET sme/join')[0]?.url).toContain('token=tok-1');

    await user.click(screen.getByRole('button', { name: 'Join the company' }));
    expect(await screen.findByText('You are a member of Acme.')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/join')[0])).toEqual({ token: 'tok-1', accept: true });

    await user.click(screen.getByRole('button', { name: 'Switch to Acme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(sessionStore.get()).toMatchObject({ smeId: 'ACME0-00001', userType: 'member' });
  });

  it('goes to /company-email when the invited address still needs verifying', async () => {
    const { router } = openJoin('/iam/v1/sme/join?token=tok-1', undefined, {
      'POST sme/join': () => ok(makeInvitation({ status: 'waiting' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Join the company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-email'));
  });

  it('declines', async () => {
    const { calls } = openJoin('/iam/v1/sme/join?token=tok-1', undefined, {
      'POST sme/join': () => ok(makeInvitation({ status: 'declined' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This invitation was declined.')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/join')[0])).toEqual({ token: 'tok-1', accept: false });
  });

  it.each<[Invitation['status'], RegExp]>([
    ['expired', /This invitation has expired/],
    ['declined', /This invitation was declined/],
  ])('a %s invitation cannot be answered', async (status, text) => {
    openJoin('/iam/v1/sme/join?token=tok-1', () => ok(makeInvitation({ status })));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the company' })).toBeNull();
  });

  it('says so when the invitation is for another account', async () => {
    openJoin('/iam/v1/sme/join?token=tok-1', () =>
      fail(403, 'invitation_not_for_you', 'This invitation is not for you.'),
    );
    expect(await screen.findByText(/was sent to another account/)).toBeInTheDocument();
  });

  it('shows the server’s message for an unknown token', async () => {
    openJoin('/iam/v1/sme/join?token=nope', () =>
      fail(404, 'not_found', 'This invitation does not exist.'),
    );
    expect(await screen.findByText('This invitation does not exist.')).toBeInTheDocument();
    expect(screen.getByText('This invitation could not be shown')).toBeInTheDocument();
  });
});
