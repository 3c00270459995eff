import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SimpleTabs } from './SimpleTabs';

const ITEMS = [
  { key: 'a', label: 'Password', children: <input aria-label="Secret" /> },
  { key: 'b', label: 'SMS code', children: <input aria-label="Phone" /> },
  { key: 'c', label: 'WeChat', children: <p>Off to WeChat</p> },
];

describe('SimpleTabs', () => {
  it("with activeKey, shows the caller's choice and reports a click", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SimpleTabs defaultKey="a" activeKey="c" onChange={onChange} items={ITEMS} />,
    );
    expect(screen.getByText('Off to WeChat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByText('Off to WeChat')).toBeInTheDocument(); // until the caller chooses
    rerender(<SimpleTabs defaultKey="a" activeKey="b" onChange={onChange} items={ITEMS} />);
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
  });

  it("shows only the chosen tab's panel, labelled by its tab", async () => {
    render(<SimpleTabs defaultKey="a" items={ITEMS} />);
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toContainElement(
      screen.getByLabelText('Secret'),
    );
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tabpanel', { name: 'SMS code' })).toContainElement(
      screen.getByLabelText('Phone'),
    );
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('moves the focus with the arrows, Home and End, and chooses with Enter', async () => {
    render(<SimpleTabs defaultKey="a" items={ITEMS} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'WeChat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'WeChat' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveFocus();
    // Moving the focus does not switch.
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    // The chosen tab is the one Tab reaches.
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('tabindex', '-1');
  });
});
