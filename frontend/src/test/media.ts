import { vi } from 'vitest';

import { NARROW_QUERY } from '@/lib/media';

/** Makes the window a phone's (below 768 px) until the returned restore is called. */
export function mockNarrowScreen(): () => void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === NARROW_QUERY,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
  return () => vi.mocked(window.matchMedia).mockRestore();
}
