import { useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `request` once, when the component mounts, and reports how it went.
 * For the single-use actions a page performs on arrival (a link's token, the
 * code WeChat sends back): StrictMode's second effect pass does not repeat
 * the request, and later renders do not either.
 */
export function useRequestOnce<T>(request: () => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'pending' });
  const first = useRef(request);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    first.current().then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);

  return state;
}
