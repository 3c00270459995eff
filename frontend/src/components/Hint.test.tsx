import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Hint } from './Hint';

describe('Hint', () => {
  it('describes a focusable trigger with its text, which Escape hides until the focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Hint text="Online over the last day 100%">98.7% uptime</Hint>
        <button type="button">next</button>
      </>,
    );
    const trigger = screen.getByText('98.7% uptime');
    expect(trigger).toHaveAccessibleDescription('Online over the last day 100%');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Online over the last day 100%',
    );

    await user.tab();
    expect(trigger).toHaveFocus();
    const hint = trigger.parentElement!;
    await user.keyboard('{Escape}');
    expect(hint).toHaveAttribute('data-dismissed');
    await user.tab();
    expect(hint).not.toHaveAttribute('data-dismissed');
  });
});
