import { describe, expect, it } from 'vitest';

import { createPersistence, mergeDeep, pickPaths } from './persist';

describe('pickPaths', () => {
  it('copies only the given nested paths', () => {
    const state = { filters: { status: 'running', q: 'x' }, page: 3, view: { columns: ['a'] } };
    expect(pickPaths(state, ['filters.status', 'view'])).toEqual({
      filters: { status: 'running' },
      view: { columns: ['a'] },
    });
  });

  it('skips missing paths and paths through non-objects', () => {
    expect(pickPaths({ a: 1 }, ['b', 'a.c', 'x.y.z'])).toEqual({});
  });

  it('keeps falsy values that exist', () => {
    expect(pickPaths({ a: { b: 0, c: false, d: null } }, ['a.b', 'a.c', 'a.d'])).toEqual({
      a: { b: 0, c: false, d: null },
    });
  });
});

describe('mergeDeep', () => {
  it('merges objects key by key and replaces arrays', () => {
    const base = { a: { x: 1, y: 2 }, list: [1, 2], keep: true };
    expect(mergeDeep(base, { a: { y: 9 }, list: [3] })).toEqual({
      a: { x: 1, y: 9 },
      list: [3],
      keep: true,
    });
    expect(base).toEqual({ a: { x: 1, y: 2 }, list: [1, 2], keep: true });
  });
});

describe('createPersistence', () => {
  interface State {
    filters: { status: string; q: string };
    page: number;
  }
  const initial: State = { filters: { status: 'all', q: '' }, page: 1 };

  it('stores only the chosen paths and merges them back over the initial state', () => {
    const store = createPersistence<State>({ key: 'zc.test.devices', paths: ['filters.status'] });
    store.save({ filters: { status: 'running', q: 'secret search' }, page: 4 });
    expect(JSON.parse(localStorage.getItem('zc.test.devices')!)).toEqual({
      filters: { status: 'running' },
    });
    expect(store.load(initial)).toEqual({ filters: { status: 'running', q: '' }, page: 1 });
  });

  it('keeps the whole state without paths', () => {
    const store = createPersistence<State>({ key: 'zc.test.all' });
    store.save({ filters: { status: 'x', q: 'y' }, page: 2 });
    expect(store.load(initial)).toEqual({ filters: { status: 'x', q: 'y' }, page: 2 });
  });

  it('ignores garbage in storage and can be cleared', () => {
    localStorage.setItem('zc.test.bad', '{not json');
    const store = createPersistence<State>({ key: 'zc.test.bad', paths: ['page'] });
    expect(store.load(initial)).toEqual(initial);
    store.save({ ...initial, page: 5 });
    store.clear();
    expect(localStorage.getItem('zc.test.bad')).toBeNull();
  });
});
