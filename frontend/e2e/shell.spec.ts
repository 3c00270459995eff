import { expect, test, type Page } from '@playwright/test';

import { CLIENTS, expectFits, openPage } from './journeys/clients';
import { signedIn, type Session } from './support';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The navigation's highlighted entry. */
const highlighted = (page: Page) => navigation(page).locator('li.ant-menu-item-selected');

for (const client of CLIENTS) {
  test(`a signed-in page's title shows before any code, in the app's language (${client.name})`, async ({
    browser,
  }) => {
    // What the document alone draws: the build's titles, the server's frame (decision 0061).
    const context = await browser.newContext({ ...client.options, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wallet');
    await expect(page.locator('.boot-heading')).toHaveText('Wallet');
    await expect(page.locator('.boot-heading')).toBeVisible();
    // The figure's place (decision 0064): its label now, its amount when the early reads answer.
    await expect(page.locator('.boot-label')).toHaveText('Available');
    await expect(page.locator('.boot-figure')).toHaveAttribute('data-text', '{amount} coins');
    await expectFits(page);
    await context.addCookies([{ name: 'zc_lang', value: 'zh', url: page.url() }]);
    await page.goto('/app');
    await expect(page.locator('.boot-heading')).toHaveText('我的应用');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/app/1');
    await expect(page.locator('.boot-shell')).toBeVisible();
    await expect(page.locator('.boot-heading')).toHaveCount(0);
    await context.close();
  });
}

for (const client of CLIENTS) {
  test(`the console's antd styles come from their file, ahead of the app's own (${client.name})`, async ({
    browser,
  }) => {
    // Decision 0074: antd reads the file's map and inserts no style of its own for what it holds.
    const page = await openPage(browser, client);
    await signedIn(page, 'alice');
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'My apps' })).toBeVisible();
    const styles = await page.evaluate(() => {
      const file = document.getElementById('antd-styles') as HTMLLinkElement | null;
      const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
      const own = sheets.findIndex((link) =>
        /\/main\.[\w]+\.css$/.test(link.getAttribute('href') ?? ''),
      );
      const written = [...document.querySelectorAll('style')].map(
        (style) => style.textContent ?? '',
      );
      const button = document.querySelector('.ant-btn');
      return {
        loaded: file?.sheet !== null && file?.rel === 'stylesheet',
        ahead: file !== null && sheets.indexOf(file) >= 0 && sheets.indexOf(file) < own,
        // The rules antd writes for a component start with its hashed class.
        writtenByAntd: written.filter((text) =>
          /^:where\(\.css-\w+\)\.ant-(btn|layout|flex|tag)\{/.test(text),
        ).length,
        buttonLook: button ? getComputedStyle(button).borderRadius : null,
      };
    });
    expect(styles).toEqual({ loaded: true, ahead: true, writtenByAntd: 0, buttonLook: '8px' });
    await page.context().close();
  });
}

test('going offline shows "network lost" though no error page was loaded before', async ({
  page,
  context,
}) => {
  await signedIn(page, 'alice');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await context.setOffline(true);
  await expect(page).toHaveURL(/\/500\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Network lost' })).toBeVisible();
  await expect(page.getByText('The network connection was lost.')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test('offline in Chinese too', async ({ page, context }) => {
  await signedIn(page, 'alice');
  await page.goto('/devices?lang=zh');
  await expect(page.getByRole('heading', { level: 1, name: '我的设备' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { level: 1, name: '网络已断开' })).toBeVisible();
  await context.setOffline(false);
});

test('a session revoked on the server ends at sign-in with word why', async ({ page, request }) => {
  const session: Session = await signedIn(page, 'alice');
  await page.goto('/account');
  await expect(page.getByText('alice@demo.local')).toBeVisible();

  // Signed out elsewhere: the next call answers 401.
  const logout = await request.post('/api/iam/v1/logout', {
    data: { refresh_token: session.refresh_token },
  });
  expect(logout.status()).toBe(200);
  // The next call finds the session ended: the click's, or one the page makes on its own
  // first (the live stream's, which races the click). Either way the person lands at sign-in
  // with the reason, and goes back to where they were or were going.
  await navigation(page)
    .getByRole('link', { name: 'My devices' })
    .click({ timeout: 5_000 })
    .catch(() => expect(page).toHaveURL(/\/auth\/signin/));

  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2F(devices|account)$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
  expect(await page.evaluate(() => window.localStorage.getItem('zc.session'))).toBeNull();
});

test('the ended session is explained in Chinese', async ({ page, request }) => {
  const session = await signedIn(page, 'alice');
  await request.post('/api/iam/v1/logout', { data: { refresh_token: session.refresh_token } });
  await page.goto('/account?lang=zh');
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('alert')).toHaveText('您的登录已失效，请重新登录。');
});

test('the menu leads to My apps and the App store, and highlights where one is', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto('/account');
  await expect(highlighted(page)).toHaveText('Account');

  await navigation(page).getByRole('link', { name: 'My apps' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My apps' })).toBeVisible();
  await expect(highlighted(page)).toHaveText('My apps');

  await navigation(page).getByRole('link', { name: 'App store' }).click();
  await expect(page).toHaveURL(/\/app-store$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/app?lang=zh');
  const chinese = page.getByRole('navigation', { name: '主导航' });
  await expect(chinese.getByRole('link', { name: '我的应用' })).toBeVisible();
  await expect(chinese.getByRole('link', { name: '应用商店' })).toBeVisible();
});

test('the menu reaches the market, nearby, My orders and the demand board, and the console again', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto('/app');
  await navigation(page).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(highlighted(page)).toHaveText('My orders');
  await navigation(page).getByRole('link', { name: 'Demands and offers' }).click();
  await expect(page).toHaveURL(/\/demands-and-offers$/);
  await expect(highlighted(page)).toHaveText('Demands and offers');
  await navigation(page).getByRole('link', { name: 'Nearby' }).click();
  await expect(page).toHaveURL(/\/nearby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby' })).toBeVisible();

  await page.goto('/app');
  await navigation(page).getByRole('link', { name: 'Market' }).click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  // The market's public frame leads back to the console.
  await page.getByRole('button', { name: 'Open console' }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/app?lang=zh');
  const chinese = page.getByRole('navigation', { name: '主导航' });
  for (const name of ['市场', '附近', '我的订单', '需求与报价']) {
    await expect(chinese.getByRole('link', { name })).toBeVisible();
  }
});

test('/my-devices is the device list under My devices', async ({ page }) => {
  await signedIn(page, 'alice');
  const response = await page.goto('/my-devices');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'My devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: "alice's Z-BOX" })).toBeVisible();
  await expect(highlighted(page)).toHaveText('My devices');
});
