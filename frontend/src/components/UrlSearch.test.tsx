import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockNarrowScreen } from '@/test/media';

import { UrlSearch } from './UrlSearch';

describe('UrlSearch', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('keeps the focus in the box once the search it sent comes back as its value', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <UrlSearch value="" placeholder="Search apps" onSearch={onSearch} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search apps' });
    await userEvent.type(box, '  jupyter {Enter}');
    expect(onSearch).toHaveBeenCalledWith('jupyter');
    rerender(<UrlSearch value="jupyter" placeholder="Search apps" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveFocus();
  });

  it('shows a search that changes from outside (back and forward)', () => {
    const { rerender } = render(
      <UrlSearch value="ollama" placeholder="Search" onSearch={vi.fn()} />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('ollama');
    rerender(<UrlSearch value="" placeholder="Search" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('takes the whole width on a phone, at most 280 px on a wider screen', () => {
    const { unmount } = render(<UrlSearch value="" placeholder="Search" onSearch={vi.fn()} />);
    expect(document.querySelector('.ant-input-search')).toHaveStyle({ maxWidth: '280px' });
    unmount();
    restore = mockNarrowScreen();
    render(<UrlSearch value="" placeholder="Search" onSearch={vi.fn()} />);
    expect(document.querySelector('.ant-input-search')).not.toHaveStyle({ maxWidth: '280px' });
  });
});
