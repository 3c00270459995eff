import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useRequestOnce } from './useRequestOnce';

function Probe({ request }: { request: () => Promise<string> }) {
  const state = useRequestOnce(request);
  return (
    <p>
      {state.status === 'success'
        ? state.data
        : state.status === 'error'
          ? String((state.error as Error).message)
          : 'pending'}
    </p>
  );
}

describe('useRequestOnce', () => {
  it('sends once under StrictMode and across re-renders, and reports the answer', async () => {
    const request = vi.fn(() => Promise.resolve('done'));
    const { rerender } = render(
      <StrictMode>
        <Probe request={request} />
      </StrictMode>,
    );
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('done')).toBeInTheDocument();
    rerender(
      <StrictMode>
        <Probe request={() => Promise.resolve('other')} />
      </StrictMode>,
    );
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('reports a failure', async () => {
    render(<Probe request={() => Promise.reject(new Error('link_invalid'))} />);
    expect(await screen.findByText('link_invalid')).toBeInTheDocument();
  });
});
