import { vi } from 'vitest';

import { NARROW_QUERY } from '@/lib/media';

/** A `MediaQueryList` as jsdom lacks it: `matches` fixed, listeners ignored. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  } as MediaQueryList;
}

/** Makes the window a phone's (below 768 px) until the returned restore is called. */
export function mockNarrowScreen(): () => void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, query === NARROW_QUERY),
  );
  return () => vi.mocked(window.matchMedia).mockRestore();
}
