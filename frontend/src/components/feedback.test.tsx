import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { confirmModal, FeedbackOutlet, toast } from './feedback';

/** The outlet inside a ConfigProvider whose class prefix shows whose context rendered what. */
const renderOutlet = () =>
  render(
    <ConfigProvider prefixCls="zc">
      <FeedbackOutlet />
    </ConfigProvider>,
  );

describe('feedback', () => {
  it('shows a toast asked for before its antd code loaded, inside the outlet', async () => {
    renderOutlet();
    act(() => toast('Tag saved', 'success'));
    const text = await screen.findByText('Tag saved');
    expect(text.closest('.zc-message')).not.toBeNull();
  });

  it('asks for confirmation in the outlet and runs the OK action', async () => {
    renderOutlet();
    const onOk = vi.fn();
    act(() => confirmModal({ title: 'Remove kim?', okText: 'Remove', onOk }));
    // Found by its class: the prefix says the outlet's ConfigProvider rendered it.
    expect(
      await screen.findByText('Remove kim?', { selector: '.zc-modal-confirm-title' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
  });

  it("uses antd's static methods while no outlet is mounted", async () => {
    act(() => toast('Signed out'));
    const text = await screen.findByText('Signed out');
    expect(text.closest('.ant-message')).not.toBeNull();
  });
});
