import { act, render, screen } from '@testing-library/react';
import { positiveIntParam } from './listQuery';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/constants';
import { makeSession } from '@/test/http';

import { beginSession, endSession } from './auth';
import { useKeptUrlQuery, usePageInRange, type QueryUpdate } from './urlQuery';

const KEPT = { key: STORAGE_KEYS.devices, names: ['status', 'sort', 'page'] } as const;
const PAGE_SIZE = 10;

let update: QueryUpdate = () => undefined;

/** A list of `total` rows (undefined: not read yet) keeping its query under `KEPT`. */
function List({ total }: { total?: number }) {
  const [params, change] = useKeptUrlQuery(KEPT);
  update = change;
  const page = positiveIntParam(params.get('page')) ?? 1;
  usePageInRange(page, PAGE_SIZE, total, change);
  return <output aria-label="shown">{params.toString()}</output>;
}

function open(path: string, { total }: { total?: number } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List total={total} /> },
      { path: '/other', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const kept = () => JSON.parse(localStorage.getItem(KEPT.key) ?? 'null');
const shown = () => screen.getByLabelText('shown').textContent;
const search = (router: ReturnType<typeof open>) => router.state.location.search;

describe('useKeptUrlQuery', () => {
  it('keeps every change of the list’s own parameters, and only those', async () => {
    const router = open('/list?tab=requests');
    await act(async () => update({ status: 'running' }));
    await act(async () => update({ page: '2' }));
    expect(search(router)).toBe('?tab=requests&status=running&page=2');
    expect(kept()).toEqual({ status: 'running', page: '2' });
    // A filter goes back to page 1.
    await act(async () => update({ sort: 'name' }));
    expect(kept()).toEqual({ status: 'running', sort: 'name' });
  });

  it('keeps both of two changes made before the page redraws', async () => {
    const router = open('/list');
    await act(async () => {
      update({ status: 'running' });
      update({ sort: 'name' });
    });
    expect(search(router)).toBe('?status=running&sort=name');
    // Once drawn, going back starts again from what the entry shows.
    await act(async () => router.navigate(-2));
    expect(search(router)).toBe('');
    await act(async () => update({ sort: 'uptime' }));
    expect(search(router)).toBe('?sort=uptime');
  });

  it('opened without its parameters, shows the kept ones and writes them into the URL in place', () => {
    localStorage.setItem(KEPT.key, JSON.stringify({ status: 'offline', page: '3', junk: 'x' }));
    const router = open('/list?tab=requests');
    expect(shown()).toBe('tab=requests&status=offline&page=3');
    expect(search(router)).toBe('?tab=requests&status=offline&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('gives way to a URL with the list’s parameters, and keeps that instead', () => {
    localStorage.setItem(KEPT.key, JSON.stringify({ status: 'offline', page: '3' }));
    const router = open('/list?sort=oldest');
    expect(search(router)).toBe('?sort=oldest');
    expect(kept()).toEqual({ sort: 'oldest' });
  });

  it('shows the kept query again when the list is opened anew, from a link or the menu', async () => {
    const router = open('/list');
    await act(async () => update({ status: 'running' }));
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/list'));
    expect(search(router)).toBe('?status=running');
    // Also when its link is followed while it is open.
    await act(() => router.navigate('/list'));
    expect(search(router)).toBe('?status=running');
  });

  it('stays empty once its filters are cleared', async () => {
    const router = open('/list');
    await act(async () => update({ status: 'running' }));
    await act(async () => update({ status: undefined }));
    expect(search(router)).toBe('');
    expect(kept()).toEqual({});
  });

  it('going back or forward shows each entry as it was, and keeps what it shows', async () => {
    const router = open('/list');
    await act(async () => update({ status: 'running' }));
    await act(async () => update({ page: '2' }));
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?status=running');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('');
    expect(kept()).toEqual({});
    await act(() => router.navigate(2));
    expect(search(router)).toBe('?status=running&page=2');
    expect(kept()).toEqual({ status: 'running', page: '2' });
  });

  it('forgets the kept lists when who is signed in changes', async () => {
    open('/list');
    await act(async () => update({ status: 'running' }));
    localStorage.setItem(STORAGE_KEYS.friends, JSON.stringify({ search: 'bo' }));
    endSession();
    expect(kept()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.friends)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.apps, JSON.stringify({ page: '2' }));
    beginSession(makeSession());
    expect(localStorage.getItem(STORAGE_KEYS.apps)).toBeNull();
  });
});

describe('usePageInRange', () => {
  it('goes to the last page when the kept one is past it, in place', () => {
    localStorage.setItem(KEPT.key, JSON.stringify({ status: 'running', page: '7' }));
    const router = open('/list', { total: 25 });
    expect(search(router)).toBe('?status=running&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(kept()).toEqual({ status: 'running', page: '3' });
  });

  it('goes to the first page when no rows are left', () => {
    const router = open('/list?status=running&page=2', { total: 0 });
    expect(search(router)).toBe('?status=running');
  });

  it('leaves a page that exists', () => {
    expect(search(open('/list?page=3', { total: 21 }))).toBe('?page=3');
  });

  it('waits for the total', () => {
    expect(search(open('/list?page=9'))).toBe('?page=9');
  });
});
