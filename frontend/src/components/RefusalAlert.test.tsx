import { act, screen, waitFor } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '@/api/errors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { renderWithProviders } from '@/test/providers';
import { setupUser } from '@/test/user';

import { useWrite } from '@/lib/write';

const refusal = new ApiError({ code: 409, error: 'conflict', msg: 'Already done', data: null });

/** A read of `key`, counting how often it is read. */
function Read({ queryKey, reads }: { queryKey: string[]; reads: () => void }) {
  useQuery({
    queryKey,
    queryFn: () => {
      reads();
      return Promise.resolve(1);
    },
  });
  return null;
}

function Harness({ write }: { write: () => Promise<unknown> }) {
  const client = useQueryClient();
  const save = useWrite(write, {
    invalidates: ['wallet', 'rentals'],
    onSuccess: (answer) => answer === 'wallet' && client.setQueryData(['wallet', 'wallet'], 2),
  });
  return (
    <>
      <RefusalAlert write={save} closable />
      <button disabled={save.isPending} onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

function renderHarness(write: () => Promise<unknown>, queryClient?: QueryClient) {
  const reads = { wallet: vi.fn(), rentals: vi.fn(), devices: vi.fn() };
  const view = renderWithProviders(
    <>
      <Read queryKey={['wallet', 'wallet']} reads={reads.wallet} />
      <Read queryKey={['rentals', 'list']} reads={reads.rentals} />
      <Read queryKey={['devices', 'list']} reads={reads.devices} />
      <Harness write={write} />
    </>,
    { queryClient },
  );
  return { ...view, reads };
}

describe('useWrite', () => {
  it('reads again every query of the topics it names after a success, and no other', async () => {
    const user = setupUser();
    const { reads } = renderHarness(() => Promise.resolve(null));
    await waitFor(() => expect(reads.devices).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reads.wallet).toHaveBeenCalledTimes(2));
    expect(reads.rentals).toHaveBeenCalledTimes(2);
    expect(reads.devices).toHaveBeenCalledTimes(1);
  });

  it('does not read again a query it filled with the answer', async () => {
    const user = setupUser();
    const { reads } = renderHarness(() => Promise.resolve('wallet'));
    await waitFor(() => expect(reads.wallet).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reads.rentals).toHaveBeenCalledTimes(2));
    expect(reads.wallet).toHaveBeenCalledTimes(1);
  });

  it('is pending until the write and the shown reads of its topics have answered', async () => {
    const user = setupUser();
    let finish: () => void = () => {};
    renderHarness(() => new Promise<void>((resolve) => (finish = resolve)));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('shows a refusal once, reads nothing again, and forgets it when closed', async () => {
    const user = setupUser();
    const { reads } = renderHarness(() => Promise.reject(refusal));
    await waitFor(() => expect(reads.wallet).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already done');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reads.wallet).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing for a network failure, which the client has announced', async () => {
    const user = setupUser();
    renderHarness(() => Promise.reject(new NetworkError('network')));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
