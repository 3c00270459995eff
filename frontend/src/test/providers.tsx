/** Renders a component with what the app's providers give it: a fresh query cache and texts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { IntlRoot } from '@/i18n/IntlRoot';
import { createQueryClient } from '@/lib/query';

/** A new cache for one test, without retries so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
  /** The memory router's entry. */
  path?: string;
}

export function renderWithProviders(
  ui: ReactNode,
  { queryClient = createTestQueryClient(), path = '/', ...options }: ProvidersOptions = {},
) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IntlRoot>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </IntlRoot>
    </QueryClientProvider>,
    options,
  );
  return { ...view, queryClient };
}
