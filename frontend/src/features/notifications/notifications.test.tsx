import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute, NotificationItem, NotificationStats } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { TOPIC_POLL_MS } from '@/stream';
import { renderApp } from '@/test/app';
import { makeProfile } from '@/test/fixtures';
import {
  callsTo,
  fail,
  headerOf,
  iamRoutes,
  makeSession,
  ok,
  type RouteHandler,
} from '@/test/http';

const user = userEvent.setup();
const encoder = new TextEncoder();

const route = (path: string, title: string): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon: '', title, isHide: false, isLink: false },
});
const MENU = [route('/account', 'account'), route('/messages', 'Messages')];

function item(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'announcement',
    title: `Title ${id}`,
    body: `Body ${id}`,
    link: '',
    read: false,
    created_at: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

function stats(unread: number, recent: NotificationItem[] = []): NotificationStats {
  return {
    total: unread + 1,
    read: 1,
    unread,
    recent,
    pending_friend_requests_exists: false,
    member_records_unread: 0,
  };
}

/** The server side of the stats event stream: the test writes events into it. */
function statsStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let opened = 0;
  return {
    get opened() {
      return opened;
    },
    respond(): Response {
      opened += 1;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    push(id: number, data: NotificationStats & { topics?: string[] }, retry = '') {
      controller?.enqueue(encoder.encode(`${retry}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

/** GET notifications/stats answers the stream or, for a plain request, `plain`. */
function statsRoute(
  stream: ReturnType<typeof statsStream>,
  plain: () => NotificationStats,
): RouteHandler {
  return (init) =>
    headerOf({ url: '', init }, 'Accept') === 'text/event-stream' ? stream.respond() : ok(plain());
}

function open(path: string, routes: Record<string, RouteHandler>) {
  return renderApp(path, {
    api: iamRoutes({
      'GET menu': () => ok(MENU),
      'GET account/profile': () => ok(makeProfile()),
      ...routes,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
});

describe('the header bell', () => {
  it('shows the unread count from the stream and follows it live', async () => {
    const stream = statsStream();
    open('/account', {
      'GET notifications/stats': statsRoute(stream, () => stats(0)),
    });
    await waitFor(() => expect(stream.opened).toBeGreaterThan(0));
    act(() => stream.push(4, stats(2, [item(2), item(1)]), 'retry: 1000\n'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    act(() => stream.push(5, stats(120, [item(3), item(2), item(1)])));
    expect(await screen.findByRole('button', { name: 'Notifications, 120 unread' })).toBeVisible();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('previews the newest three, marks all read and opens what one is about', async () => {
    const stream = statsStream();
    const latest = [
      item(3, { link: '/account', title: 'Go to account' }),
      item(2),
      item(1, { read: true }),
    ];
    const { calls, router } = open('/messages', {
      'GET notifications/stats': statsRoute(stream, () => stats(2, latest)),
      'GET notifications': () => ok({ items: latest, total: 3 }),
      'POST notifications/read-all': () => ok({ marked: 2 }),
      'PUT notifications/3/read': () => ok({ ...latest[0], read: true }),
    });
    await waitFor(() => expect(stream.opened).toBeGreaterThan(0));
    act(() => stream.push(9, stats(2, latest)));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const preview = await screen.findByRole('tooltip');
    expect(
      within(preview)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Go to account'),
      expect.stringContaining('Title 2'),
      expect.stringContaining('Title 1'),
      'View all',
    ]);

    await user.click(within(preview).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(calls, 'POST notifications/read-all')).toHaveLength(1));
    expect(await screen.findByText('2 messages marked as read')).toBeInTheDocument();

    await user.click(within(preview).getByText('Go to account'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await waitFor(() => expect(callsTo(calls, 'PUT notifications/3/read')).toHaveLength(1));
  });

  it('opens its preview from the keyboard, the focus staying on the bell', async () => {
    const stream = statsStream();
    open('/account', {
      'GET notifications/stats': statsRoute(stream, () => stats(0)),
    });
    await waitFor(() => expect(stream.opened).toBeGreaterThan(0));
    act(() => stream.push(4, stats(1, [item(1)])));
    const name = 'Notifications, 1 unread';
    const bell = await screen.findByRole('button', { name });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // The preview is not drawn until it is first opened.
    expect(screen.queryByRole('tooltip')).toBeNull();

    bell.focus();
    await user.keyboard('{Enter}');
    const preview = await screen.findByRole('tooltip');
    expect(within(preview).getByText('Title 1')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it("shows a company owner their company's inbox, polled instead of streamed", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sessionStore.set(makeSession({ userType: 'admin', smeId: 'ABCDE-12345' }));
    let unread = 1;
    const latest = [item(7, { title: 'Ann applied to join Acme', link: '/account' })];
    const { calls, router } = open('/account', {
      'GET notifications/stats': () => ok(stats(unread, latest)),
      'PUT notifications/7/read': () => ok({ ...latest[0], read: true }),
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const streamed = callsTo(calls, 'GET notifications/stats').filter(
      (call) => headerOf(call, 'Accept') === 'text/event-stream',
    );
    expect(streamed).toHaveLength(0);

    unread = 3;
    act(() => vi.advanceTimersByTime(TOPIC_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByText('Ann applied to join Acme'),
    );
    await waitFor(() => expect(callsTo(calls, 'PUT notifications/7/read')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('is not shown to a company member, whom the company tells nothing', async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: 'ABCDE-12345' }));
    const { calls } = open('/account', {
      'GET notifications/stats': () => ok(stats(1)),
    });
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(callsTo(calls, 'GET notifications/stats')).toHaveLength(0);
  });
});

describe('/messages', () => {
  function listRoute(pages: Record<string, NotificationItem[]>, total?: number): RouteHandler {
    return (_init, url) => {
      const key = `${url.searchParams.get('filter')}@${url.searchParams.get('offset')}`;
      const items = pages[key] ?? [];
      return ok({ items, total: total ?? items.length });
    };
  }

  it('filters by read state and says when there is nothing to show', async () => {
    const { calls } = open('/messages', {
      'GET notifications/stats': () => ok(stats(0)),
      'GET notifications': listRoute({ 'all@0': [item(1, { read: true })] }),
    });
    expect(await screen.findByText('Title 1')).toBeVisible();
    await user.click(screen.getByText('Unread (0)'));
    expect(await screen.findByText('You have read everything')).toBeVisible();
    const filters = callsTo(calls, 'GET notifications').map((call) =>
      new URL(call.url, 'http://x').searchParams.get('filter'),
    );
    expect(filters).toEqual(['all', 'unread']);
  });

  it('marks one as read and pages through long lists', async () => {
    let read = false;
    const first = Array.from({ length: 10 }, (_, n) => item(30 - n));
    const { calls } = open('/messages', {
      'GET notifications/stats': () => ok(stats(read ? 24 : 25)),
      'GET notifications': (init, url) =>
        listRoute(
          {
            'all@0': first.map((entry) =>
              entry.id === 30 && read ? { ...entry, read: true } : entry,
            ),
            'all@10': [item(20), item(19)],
          },
          25,
        )(init, url),
      'PUT notifications/30/read': () => {
        read = true;
        return ok({ ...first[0], read: true });
      },
    });
    expect(await screen.findByText('Title 30')).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Mark as read' });
    expect(buttons).toHaveLength(10);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(9),
    );
    expect(callsTo(calls, 'PUT notifications/30/read')).toHaveLength(1);

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Title 19')).toBeVisible();
    const offsets = callsTo(calls, 'GET notifications').map((call) =>
      new URL(call.url, 'http://x').searchParams.get('offset'),
    );
    expect(offsets.at(-1)).toBe('10');
  });

  it('reloads the list when an event of its topic is pushed', async () => {
    const stream = statsStream();
    let items = [item(1)];
    open('/messages', {
      'GET notifications/stats': statsRoute(stream, () => stats(1)),
      'GET notifications': () => ok({ items, total: items.length }),
    });
    expect(await screen.findByText('Title 1')).toBeVisible();
    await waitFor(() => expect(stream.opened).toBeGreaterThan(0));
    act(() => stream.push(1, stats(1, [item(1)])));
    items = [item(2), item(1)];
    // As the server sends it: a new notification's event names the `notifications` topic.
    act(() => stream.push(2, { ...stats(2, items), topics: ['notifications'] }));
    expect(await screen.findByText('Title 2')).toBeVisible();
  });

  it('shows why the list failed, with a way to try again', async () => {
    let attempts = 0;
    open('/messages', {
      'GET notifications/stats': () => ok(stats(0)),
      'GET notifications': () => {
        attempts += 1;
        return attempts === 1
          ? fail(500, 'server_error', 'Something went wrong on our side')
          : ok({ items: [item(5)], total: 1 });
      },
    });
    expect(await screen.findByText('Messages could not be loaded')).toBeVisible();
    expect(screen.getByText('Something went wrong on our side')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Title 5')).toBeVisible();
  });
});
