import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Profile } from '@/api/types';
import { goToExternal } from '@/lib/navigation';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import {
  billingRoutes,
  bodyOf,
  callsTo,
  fail,
  iamRoutes,
  makeSession,
  ok,
  type FetchCall,
  type RouteHandler,
} from '@/test/http';

// jsdom decodes no images and has no canvas: the crop itself is covered by avatarCrop.test.ts.
vi.mock('../avatarCrop', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../avatarCrop')>()),
  loadImage: vi.fn(() => Promise.resolve({ width: 400, height: 300 })),
  drawCrop: vi.fn(),
  cropToFile: vi.fn(() => Promise.resolve(new File(['square'], 'me.png', { type: 'image/png' }))),
}));

vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  goToExternal: vi.fn(),
}));

// `applyAccept: false`: a browser's file dialog can still pick any file.
const user = userEvent.setup({ applyAccept: false });

function accountApi(profile: Profile, extra: Record<string, RouteHandler> = {}) {
  return iamRoutes({
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(profile),
    'GET auth/options': () => ok({ wechat: { enabled: true } }),
    'GET notifications/preferences': () => ok({ outside: true }),
    ...extra,
  });
}

async function openAccount(profile: Profile, extra: Record<string, RouteHandler> = {}) {
  const view = renderPage('/account', { api: accountApi(profile, extra) });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { name: 'Sign-in methods' });
  return { ...view, main };
}

const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
  vi.mocked(goToExternal).mockClear();
});

describe('/account profile', () => {
  it('shows the avatar, name, password state and every sign-in method', async () => {
    const { main } = await openAccount(
      makeProfile({
        avatar_url: 'https://cdn.example/a.png',
        email_verified: false,
        phone_number: '+8613800138000',
        wechat_bound: true,
        password_set: false,
      }),
    );
    expect(within(main).getByRole('img', { name: 'Avatar of Grace Hopper' })).toHaveAttribute(
      'src',
      'https://cdn.example/a.png',
    );
    expect(within(group('User name')).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(group('User name')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/account/username',
    );
    expect(within(group('Password')).getByText('Not set')).toBeInTheDocument();
    expect(within(group('Password')).getByRole('button', { name: 'Set a password' })).toBeVisible();

    const email = group('E-mail');
    expect(within(email).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/check-email?email=grace%40example.com&redirect=%2Faccount',
    );
    expect(within(group('Phone number')).getByText('+8613800138000')).toBeInTheDocument();
    expect(within(group('WeChat')).getByText('Linked')).toBeInTheDocument();
    for (const method of ['E-mail', 'Phone number', 'WeChat']) {
      expect(within(group(method)).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    }
  });

  it('links to the password change when a password is set', async () => {
    await openAccount(makeProfile({ password_set: true }));
    expect(within(group('Password')).getByText('Set')).toBeInTheDocument();
    expect(within(group('Password')).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/account/password',
    );
  });

  it('leads to the terms, the privacy policy and the user guide', async () => {
    const { main, router } = await openAccount(makeProfile());
    const card = within(main).getByRole('heading', { name: 'Terms and help' }).closest('.ant-card');
    const links = within(card as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['User guide', '/guide'],
    ]);
    await userEvent.click(links[2]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/guide');
  });

  it('shows a loading state, then an error with a working retry', async () => {
    let profileCalls = 0;
    let answerFirst: (response: Response) => void = () => {};
    renderPage('/account', {
      api: accountApi(makeProfile(), {
        'GET account/profile': () => {
          profileCalls += 1;
          if (profileCalls > 1) return ok(makeProfile());
          return new Promise<Response>((resolve) => {
            answerFirst = resolve;
          });
        },
      }),
    });
    const main = await screen.findByRole('main');
    expect(main.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(profileCalls).toBe(1));
    answerFirst(fail(500, 'server_error', 'Server trouble'));

    expect(await within(main).findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(within(main).getByText('Server trouble')).toBeInTheDocument();

    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByText('grace@example.com')).toBeInTheDocument();
    expect(profileCalls).toBe(2);
  });

  it('sets a first password in a dialog', async () => {
    const { calls } = await openAccount(makeProfile({ password_set: false }), {
      'POST account/set-password': () => ok(makeProfile({ password_set: true })),
    });
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    const dialog = await findDialog('Set a password');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'abc1');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(
      await within(dialog).findByText('The password must be 8-15 characters'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password', { selector: 'input' }));
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'abcd1234');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abcd1234');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    expect(await within(group('Password')).findByText('Set')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST account/set-password')[0])).toEqual({
      password: 'abcd1234',
      confirm_password: 'abcd1234',
    });
  });
});

describe('avatar', () => {
  const fileInput = (main: HTMLElement) =>
    main.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  it('refuses a file over 3 MB or of another format without sending it', async () => {
    const { main, calls } = await openAccount(makeProfile());
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 + 1 });
    await user.upload(fileInput(main), big);
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'The image must be at most 3 MB',
    );

    await user.upload(fileInput(main), new File(['x'], 'scan.bmp', { type: 'image/bmp' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Choose a JPG, JPEG, PNG, WEBP or GIF image',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'PUT account/profile/avatar')).toHaveLength(0);
  });

  it('crops an accepted picture in a dialog, then uploads the square as multipart "avatar"', async () => {
    const { main, calls } = await openAccount(makeProfile(), {
      'PUT account/profile/avatar': () =>
        ok(makeProfile({ avatar_url: 'https://cdn.example/new.png' })),
    });
    await user.upload(fileInput(main), new File(['photo'], 'me.jpg', { type: 'image/jpeg' }));

    const dialog = await findDialog('Crop your avatar');
    expect(within(dialog).getByRole('img', { name: 'Avatar preview' })).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save avatar' });
    await waitFor(() => expect(save).toBeEnabled()); // the picture is decoded
    await user.click(save);

    await waitFor(() =>
      expect(within(main).getByRole('img', { name: 'Avatar of Grace Hopper' })).toHaveAttribute(
        'src',
        'https://cdn.example/new.png',
      ),
    );
    const [upload] = callsTo(calls, 'PUT account/profile/avatar') as [FetchCall];
    const sent = (upload.init.body as FormData).get('avatar') as File;
    expect(sent).toBeInstanceOf(File);
    expect([sent.name, sent.type, sent.size]).toEqual(['me.png', 'image/png', 'square'.length]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason in the dialog", async () => {
    const { main } = await openAccount(makeProfile(), {
      'PUT account/profile/avatar': () =>
        fail(400, 'validation_error', 'Please check the fields', {
          avatar: ['The file is not a valid image.'],
        }),
    });
    await user.upload(fileInput(main), new File(['?'], 'odd.png', { type: 'image/png' }));
    const dialog = await findDialog('Crop your avatar');
    const save = within(dialog).getByRole('button', { name: 'Save avatar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not a valid image.',
    );
  });
});

describe('linked sign-in methods', () => {
  it('links a phone number with an SMS code', async () => {
    const { calls } = await openAccount(makeProfile(), {
      'POST account/link/mobile/sms-code/send': () => ok({ resend_after: 60, expires_in: 300 }),
      'POST account/link/mobile/sms-code/verify': () =>
        ok(makeProfile({ phone_number: '+8613900139000' })),
    });
    await user.click(within(group('Phone number')).getByRole('button', { name: 'Link' }));
    const dialog = await findDialog('Link a phone number');
    await user.type(within(dialog).getByLabelText('Phone number'), '+8613900139000');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Link this number' }));

    expect(await within(group('Phone number')).findByText('+8613900139000')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST account/link/mobile/sms-code/verify')[0])).toEqual({
      phone: '+8613900139000',
      code: '123456',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // An address of another account answers the send alike (its owner gets a notice, not a
  // code), so the page never says "taken": only the code is refused.
  it('links an e-mail address and shows a refused code', async () => {
    await openAccount(makeProfile({ email: null, email_verified: false }), {
      'POST account/link/email/code/send': () => ok({ resend_after: 60, expires_in: 600 }),
      'POST account/link/email/code/verify': () =>
        fail(400, 'code_invalid', 'The code is wrong or has expired; request a new one.'),
    });
    expect(within(group('E-mail')).getByText('Not linked')).toBeInTheDocument();
    await user.click(within(group('E-mail')).getByRole('button', { name: 'Link' }));
    const dialog = await findDialog('Link an e-mail address');
    await user.type(within(dialog).getByLabelText('E-mail'), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Link this address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired; request a new one.',
    );
  });

  it('unlinks only after confirmation', async () => {
    const { calls } = await openAccount(makeProfile({ phone_number: '+8613800138000' }), {
      'POST account/unlink/mobile': () => ok(makeProfile({ phone_number: null })),
    });
    await user.click(within(group('Phone number')).getByRole('button', { name: 'Unlink' }));
    let dialog = await findDialog('Unlink your phone number?');
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with +8613800138000.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST account/unlink/mobile')).toHaveLength(0);

    await user.click(within(group('Phone number')).getByRole('button', { name: 'Unlink' }));
    dialog = await findDialog('Unlink your phone number?');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(group('Phone number')).findByText('Not linked')).toBeInTheDocument();
    expect(callsTo(calls, 'POST account/unlink/mobile')).toHaveLength(1);
  });

  it("shows the server's refusal to unlink the last way to sign in", async () => {
    await openAccount(makeProfile({ email: null, wechat_bound: true, password_set: false }), {
      'POST account/unlink/wechat': () =>
        fail(409, 'last_sign_in_method', 'This is your only way to sign in; link another first.'),
    });
    await user.click(within(group('WeChat')).getByRole('button', { name: 'Unlink' }));
    const dialog = await findDialog('Unlink WeChat?');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in; link another first.',
    );
    expect(within(group('WeChat')).getByText('Linked')).toBeInTheDocument();
  });

  it('sends the browser to WeChat to link it, when the server offers WeChat', async () => {
    await openAccount(makeProfile({ wechat_bound: false }), {
      'GET account/link/wechat': () => ok({ url: 'https://open.weixin.qq.com/link?s=1' }),
    });
    await user.click(await within(group('WeChat')).findByRole('button', { name: 'Link' }));
    await waitFor(() =>
      expect(goToExternal).toHaveBeenCalledWith('https://open.weixin.qq.com/link?s=1'),
    );
  });

  it('shows why an account with an unverified address cannot add a phone or WeChat', async () => {
    const unverified = () => fail(403, 'account_unverified', 'Verify your e-mail address first.');
    await openAccount(makeProfile({ email_verified: false }), {
      'GET account/link/wechat': unverified,
      'POST account/link/mobile/sms-code/send': unverified,
    });
    await user.click(await within(group('WeChat')).findByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your e-mail address first.');
    expect(goToExternal).not.toHaveBeenCalled();

    await user.click(within(group('Phone number')).getByRole('button', { name: 'Link' }));
    const dialog = await findDialog('Link a phone number');
    await user.type(within(dialog).getByLabelText('Phone number'), '+8613900139000');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Verify your e-mail address first.',
    );
  });

  it('offers no WeChat link when the server has WeChat turned off', async () => {
    const { calls } = await openAccount(makeProfile({ wechat_bound: false }), {
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
    });
    await waitFor(() => expect(callsTo(calls, 'GET auth/options')).toHaveLength(1));
    expect(within(group('WeChat')).getByText('Not linked')).toBeInTheDocument();
    expect(within(group('WeChat')).queryByRole('button')).toBeNull();
  });
});

describe('deleting the account', () => {
  it('lists what stands in the way', async () => {
    const { calls } = await openAccount(makeProfile(), {
      'POST account/check': () =>
        ok({
          deletable: false,
          blockers: [
            { code: 'devices_linked', message: 'Unlink your 2 devices.' },
            { code: 'companies_joined', message: 'Leave the company Acme.' },
          ],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await findDialog('Your account cannot be deleted yet');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlink your 2 devices.', 'Leave the company Acme.']);
    expect(callsTo(calls, 'DELETE account')).toHaveLength(0);
  });

  it('asks for the user name, then deletes, ends the session and goes home', async () => {
    const { calls, router } = await openAccount(makeProfile(), {
      'POST account/check': () => ok({ deletable: true, blockers: [] }),
      'DELETE account': () => ok(null),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await findDialog('Delete your account?');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Your user name'), 'Grace');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your user name'), ' Hopper');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, 'DELETE account')).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
  });

  it('shows the blockers the server found at the last moment', async () => {
    await openAccount(makeProfile(), {
      'POST account/check': () => ok({ deletable: true, blockers: [] }),
      'DELETE account': () =>
        fail(409, 'account_not_deletable', 'The account cannot be deleted yet.', {
          blockers: [{ code: 'debt', message: 'Settle your balance of -12 coins.' }],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await findDialog('Delete your account?');
    await user.type(within(dialog).getByLabelText('Your user name'), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const blocked = await findDialog('Your account cannot be deleted yet');
    expect(within(blocked).getByText('Settle your balance of -12 coins.')).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });

  describe('with coins in the wallet', () => {
    const blocker = (code: string, message: string, waiver = '') => ({ code, message, waiver });
    const balance = blocker(
      'wallet_balance',
      'Your wallet still holds 12.50 coins; spend them or give them up.',
      'forfeit_balance',
    );

    function openWithWallet(blockers: ReturnType<typeof blocker>[]) {
      const view = renderPage('/account', {
        api: billingRoutes(
          {
            'GET wallet': () =>
              ok({
                balance: '12.50',
                available: '12.50',
                reserved: '0.00',
                debt: '0.00',
                currency: 'coin',
                low_balance_threshold: null,
              }),
          },
          accountApi(makeProfile(), {
            'POST account/check': () => ok({ deletable: false, blockers }),
            'DELETE account': () => ok(null),
          }),
        ),
      });
      return view;
    }

    it('lists debt and reserved coins with a link to the wallet, and offers no way round them', async () => {
      openWithWallet([
        blocker('wallet_debt', 'Your wallet is 3.00 coins in debt; top it up first.'),
        blocker(
          'wallet_reserved',
          '5.00 coins are reserved for running purchases; end them first.',
        ),
      ]);
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await findDialog('Your account cannot be deleted yet');
      const items = within(dialog).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Your wallet is 3.00 coins in debt; top it up first. Open the wallet',
        '5.00 coins are reserved for running purchases; end them first. Open the wallet',
      ]);
      expect(within(items[0]!).getByRole('link', { name: 'Open the wallet' })).toHaveAttribute(
        'href',
        '/wallet',
      );
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    });

    it('deletes after the person gives up their balance', async () => {
      const { calls, router } = openWithWallet([balance]);
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await findDialog('Your account cannot be deleted yet');
      const go = within(dialog).getByRole('button', { name: 'Continue' });
      expect(go).toBeDisabled();
      await user.click(
        await within(dialog).findByRole('checkbox', { name: 'I give up my 12.50 coins' }),
      );
      expect(go).toBeEnabled();
      await user.click(go);

      const confirm = await findDialog('Delete your account?');
      await user.type(within(confirm).getByLabelText('Your user name'), 'Grace Hopper');
      await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(bodyOf(callsTo(calls, 'DELETE account')[0])).toEqual({ forfeit_balance: true });
    });

    it('offers no way round the balance while something else stands in the way', async () => {
      openWithWallet([blocker('devices_linked', 'Unlink your 2 devices.'), balance]);
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await findDialog('Your account cannot be deleted yet');
      expect(within(dialog).getByText(/Your wallet still holds 12.50 coins/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    });
  });
});

describe('notices about money', () => {
  it('are on by default and turned off with the switch', async () => {
    const { calls } = await openAccount(makeProfile(), {
      'PATCH notifications/preferences': () => ok({ outside: false }),
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Also send them by e-mail (or SMS when I have only a phone)',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(callsTo(calls, 'PATCH notifications/preferences')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'PATCH notifications/preferences')[0]!)).toEqual({
      outside: false,
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
