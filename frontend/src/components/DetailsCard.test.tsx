import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/test/providers';

import { DetailsCard } from './DetailsCard';
import type { BoundaryQuery } from './QueryBoundary';

interface Thing {
  name: string;
}

function renderCard(query: Partial<BoundaryQuery<Thing>>, onClose = vi.fn()) {
  const full: BoundaryQuery<Thing> = {
    data: undefined,
    error: null,
    isFetching: false,
    refetch: vi.fn(),
    ...query,
  };
  renderWithProviders(
    <DetailsCard
      query={full}
      onClose={onClose}
      errorTitle="The thing could not be loaded"
      title={(thing) => `Title: ${thing.name}`}
      data-testid="thing-card"
    >
      {(thing) => <p>Body of {thing.name}</p>}
    </DetailsCard>,
  );
  return { query: full, onClose };
}

describe('DetailsCard', () => {
  it('shows a skeleton while the first read runs, and "Close" already', async () => {
    const { onClose } = renderCard({ isFetching: true });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('thing-card')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the failure with "Try again", which reads again', async () => {
    const error = new ApiError({ code: 500, error: 'server_error', msg: 'Boom.', data: null });
    const { query } = renderCard({ error });
    expect(screen.getByText('The thing could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Boom.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the entity under its title once read', async () => {
    const { onClose } = renderCard({ data: { name: 'Ada' } });
    const card = screen.getByTestId('thing-card');
    expect(card).toHaveTextContent('Title: Ada');
    expect(card).toHaveTextContent('Body of Ada');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
