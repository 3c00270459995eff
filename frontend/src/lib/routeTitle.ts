import type { MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/** Route `handle` shape. */
export interface RouteHandle {
  title?: MessageDescriptor;
}

/** The title of the deepest matched route that has one (the page's). */
export function useRouteTitle(): MessageDescriptor | undefined {
  return [...useMatches()]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
}
