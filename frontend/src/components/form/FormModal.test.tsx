import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { useWrite } from '@/lib/write';
import { renderWithProviders } from '@/test/providers';
import { setupUser } from '@/test/user';

import { FormModal } from './FormModal';

interface Values {
  name: string;
}

function Harness({
  onSubmit,
  onReset,
}: {
  onSubmit: (values: Values) => Promise<void>;
  onReset?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const write = useWrite(onSubmit, { invalidates: [] });
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <FormModal<Values>
        open={open}
        onClose={() => setOpen(false)}
        onReset={onReset}
        title="Name it"
        okText="Send"
        name="harness"
        initialValues={{ name: 'Ada' }}
        fields={['name']}
        write={write}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </FormModal>
    </>
  );
}

const refusal = (data: unknown, msg = 'Please fix the form') =>
  new ApiError({ code: 400, error: 'validation_error', msg, data });

describe('FormModal', () => {
  it('sends the values and closes', async () => {
    const user = setupUser();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onReset = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} onReset={onReset} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("puts the server's field errors on the fields and the rest above the form", async () => {
    const user = setupUser();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(refusal({ name: ['This name is taken'] }))
      .mockRejectedValueOnce(refusal(null, 'Asked too often'));
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Asked too often')).toBeInTheDocument();
  });

  it('shows the request under way on the submit button', async () => {
    const user = setupUser();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = screen.getByRole('button', { name: /Send/ });
    await waitFor(() => expect(send).toHaveClass('ant-btn-loading'));
    expect(screen.getByLabelText('Name')).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts afresh after a cancel: no old refusal, the first values again', async () => {
    const user = setupUser();
    const onSubmit = vi.fn().mockRejectedValue(refusal(null, 'Asked too often'));
    const onReset = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} onReset={onReset} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Asked too often')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReset).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
    expect(screen.queryByText('Asked too often')).not.toBeInTheDocument();
  });
});
