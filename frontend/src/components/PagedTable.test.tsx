import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Page } from '@/api/types';
import { mockNarrowScreen } from '@/test/media';
import { renderWithProviders } from '@/test/providers';

import { PagedTable } from './PagedTable';
import type { BoundaryQuery } from './QueryBoundary';

interface Row {
  id: number;
  name: string;
  owner: { city: string };
  joined: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Ada', owner: { city: 'London' }, joined: '2024' },
  { id: 2, name: 'Grace', owner: { city: 'New York' }, joined: '2025' },
];

const onEdit = vi.fn();
const COLUMNS: ColumnsType<Row> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'city', title: 'City', dataIndex: ['owner', 'city'] },
  { key: 'joined', title: 'Joined', dataIndex: 'joined', responsive: ['md'] },
  {
    key: 'actions',
    render: (_value, row) => <Button onClick={() => onEdit(row.name)}>Edit {row.name}</Button>,
  },
];

function query(data: Page<Row> | undefined): BoundaryQuery<Page<Row>> {
  return { data, error: null, isFetching: false, refetch: vi.fn() };
}

function renderTable(data: Page<Row> | undefined, onRowClick = vi.fn()) {
  return renderWithProviders(
    <PagedTable<Row>
      rowKey="id"
      columns={COLUMNS}
      query={query(data)}
      page={1}
      pageSize={2}
      onPageChange={vi.fn()}
      errorTitle="Could not load"
      empty="Nothing here"
      showTotal={(total) => `${total} people`}
      onRow={(row) => ({ onClick: () => onRowClick(row.id), 'data-testid': `row-${row.id}` })}
    />,
  );
}

describe('PagedTable', () => {
  it('is a table on wide screens', () => {
    renderTable({ items: ROWS, total: 2 });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2);
  });

  describe('below 768 px', () => {
    beforeEach(mockNarrowScreen);

    it('stacks one card per row: the first column as title, labelled values, actions last', async () => {
      const onRowClick = vi.fn();
      renderTable({ items: ROWS, total: 5 }, onRowClick);
      expect(screen.queryByRole('table')).toBeNull();

      const card = screen.getByTestId('row-2');
      // The first column is the card's head, above its values.
      expect(card.querySelector('[data-row-card]')?.firstElementChild).toHaveTextContent(/^Grace$/);
      // Label/value pairs from the column titles, nested `dataIndex` included.
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(terms).toEqual(['City']);
      expect(values).toEqual(['New York']);
      // A column hidden on small screens stays hidden.
      expect(within(card).queryByText('2025')).toBeNull();
      // The actions sit at the bottom of the card, after the values.
      const edit = within(card).getByRole('button', { name: 'Edit Grace' });
      expect(
        within(card).getByRole('definition').compareDocumentPosition(edit) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await userEvent.click(edit);
      expect(onEdit).toHaveBeenCalledWith('Grace');
      // `onRow` applies to the card.
      expect(onRowClick).toHaveBeenCalledWith(2);

      expect(screen.getByTestId('row-1')).toHaveTextContent('London');
      expect(screen.getByText('5 people')).toBeInTheDocument();
      // The pages come in their own chunk (antd's Pagination is lazy), so they are awaited.
      expect(await screen.findByRole('list')).toHaveClass('ant-pagination');
    });

    it('shows the empty state, and a spinner until the first answer', () => {
      const { unmount } = renderTable({ items: [], total: 0 });
      expect(screen.getByText('Nothing here')).toBeInTheDocument();
      unmount();
      renderTable(undefined);
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
      expect(screen.queryByText('Nothing here')).toBeNull();
    });
  });
});
