import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { setLocale } from '@/i18n/locale';
import { renderWithProviders } from '@/test/providers';

import { ErrorAlert, Field, PlainFormFrame } from './Field';
import { useServerErrors } from './serverErrors';
import { useForm } from './useForm';
import { validateEmail, validatePassword } from './validators';

const RULES = { email: validateEmail, password: validatePassword };
const FIELDS = ['email', 'password'];

/** A form as the sign-in page builds one; `request` stands for the API call. */
function TestForm({ request }: { request: (values: Record<string, string>) => Promise<void> }) {
  const form = useForm('test', { email: '', password: '' }, RULES);
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);
  const onSubmit = () => {
    const values = form.validate();
    if (values) void submit(() => request(values));
  };
  return (
    <PlainFormFrame disabled={submitting} onSubmit={onSubmit}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Field form={form} name="email" label="E-mail" autoComplete="username" />
      <Field form={form} name="password" password label="Password" autoComplete="new-password" />
      <Button htmlType="submit">Save</Button>
    </PlainFormFrame>
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(async () => {
  await setLocale('en');
});

describe('plain form fields', () => {
  it('labels each input and names the form in its id', () => {
    renderWithProviders(<TestForm request={vi.fn()} />);
    const email = input('E-mail');
    expect(email).toHaveAttribute('id', 'test_email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(input('Password')).toHaveAttribute('type', 'password');
  });

  it('shows and hides the password with its toggle button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm request={vi.fn()} />);
    await user.type(input('Password'), 'Secret99');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input('Password')).toHaveAttribute('type', 'text');
    expect(input('Password')).toHaveValue('Secret99');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input('Password')).toHaveAttribute('type', 'password');
  });

  it('checks a field as it changes and describes the input with its error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm request={vi.fn()} />);
    await user.type(input('E-mail'), 'ann@');

    const error = screen.getByText('Enter a valid e-mail address');
    expect(input('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(input('E-mail')).toHaveAttribute('aria-describedby', error.parentElement?.id);
    expect(input('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');

    await user.type(input('E-mail'), 'example.com');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect(input('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });

  it('submits on Enter only when every field passes', async () => {
    const user = userEvent.setup();
    const request = vi.fn(() => Promise.resolve());
    renderWithProviders(<TestForm request={request} />);

    await user.type(input('E-mail'), 'ann@example.com{Enter}');
    expect(await screen.findByText('Enter a password')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await user.type(input('Password'), 'Secret99{Enter}');
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'Secret99' }),
    );
  });

  it("shows the server's field errors under their fields and the rest above the form", async () => {
    const user = userEvent.setup();
    let answer!: (error: ApiError) => void;
    renderWithProviders(
      <TestForm
        request={() =>
          new Promise((_, reject) => {
            answer = reject;
          })
        }
      />,
    );
    await user.type(input('E-mail'), 'ann@example.com');
    await user.type(input('Password'), 'Secret99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Every control is disabled while the request runs.
    await waitFor(() => expect(input('E-mail')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();

    answer(
      new ApiError({
        code: 400,
        error: 'validation_error',
        msg: 'Please check the fields',
        data: { email: ['This address is taken'], captcha: ['Try again later'] },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(input('E-mail')).toHaveAccessibleDescription('This address is taken');
    expect(input('E-mail')).toBeEnabled();
  });
});
