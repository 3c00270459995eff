import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { IntlRoot } from '@/i18n/IntlRoot';

import { UrlSearch } from './UrlSearch';

const wrapper = IntlRoot;

describe('UrlSearch', () => {
  it('keeps the focus in the box once the search it sent comes back as its value', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <UrlSearch value="" placeholder="Search apps" onSearch={onSearch} />,
      { wrapper },
    );
    const box = within(screen.getByRole('search', { name: 'Search apps' })).getByRole('searchbox', {
      name: 'Search apps',
    });
    await userEvent.type(box, '  jupyter {Enter}');
    expect(onSearch).toHaveBeenCalledWith('jupyter');
    rerender(<UrlSearch value="jupyter" placeholder="Search apps" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveFocus();
  });

  it('shows a search that changes from outside (back and forward)', () => {
    const { rerender } = render(
      <UrlSearch value="ollama" placeholder="Search" onSearch={vi.fn()} />,
      { wrapper },
    );
    expect(screen.getByRole('searchbox')).toHaveValue('ollama');
    rerender(<UrlSearch value="" placeholder="Search" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('clears the search with its clear button, named for screen readers', async () => {
    const onSearch = vi.fn();
    render(<UrlSearch value="ollama" placeholder="Search" onSearch={onSearch} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
