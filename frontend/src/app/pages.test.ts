import { describe, expect, it } from 'vitest';

import { PAGE_TABLE } from '@/config/pages';

import { PAGE_VIEWS } from './pages';
import { buildRoutes } from './routes';

describe('page views', () => {
  it('give every built page of the table, and only those, its component', () => {
    const built = PAGE_TABLE.filter((page) => page.built).map((page) => page.path);
    expect(Object.keys(PAGE_VIEWS).sort()).toEqual([...built].sort());
  });

  it('render each built page in a frame and give it a title, except the forwarding routes', () => {
    for (const page of PAGE_TABLE.filter((row) => row.built)) {
      expect(['bare', 'auth', 'shell', 'mobile'], page.path).toContain(page.layout);
      const view = PAGE_VIEWS[page.path];
      if (view && 'loader' in view) expect(['/auth', '/pc-web']).toContain(page.path);
      else expect(view?.title.id, page.path).toBeTruthy();
    }
  });

  it('keep the error pages in `main`, so that /500 shows offline', () => {
    for (const path of ['/403', '/404', '/500']) {
      expect(PAGE_VIEWS[path], path).toHaveProperty('Component');
    }
    const notFound = buildRoutes()[0]?.children?.find((route) => route.id === 'not-found');
    expect(notFound?.Component).toBeTruthy();
    expect(notFound?.lazy).toBeUndefined();
  });
});
