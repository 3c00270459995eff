import { defineMessage, defineMessages } from 'react-intl';

/** Validation messages shared by every form (sign-up, account, company, ...). */
export const validationMessages = defineMessages({
  nameRequired: { id: 'form.name.required', defaultMessage: 'Enter a user name' },
  nameLength: defineMessage<{ min: number; max: number }>({
    id: 'form.name.length',
    defaultMessage: 'The user name must be {min}-{max} characters',
  }),
  emailRequired: { id: 'form.email.required', defaultMessage: 'Enter your e-mail address' },
  emailInvalid: { id: 'form.email.invalid', defaultMessage: 'Enter a valid e-mail address' },
  emailTooLong: { id: 'form.email.tooLong', defaultMessage: 'The e-mail address is too long' },
  passwordRequired: { id: 'form.password.required', defaultMessage: 'Enter a password' },
  passwordLength: defineMessage<{ min: number; max: number }>({
    id: 'form.password.length',
    defaultMessage: 'The password must be {min}-{max} characters',
  }),
  passwordComposition: {
    id: 'form.password.composition',
    defaultMessage: 'The password must contain at least one letter and one digit',
  },
  confirmRequired: {
    id: 'form.confirmPassword.required',
    defaultMessage: 'Enter the password again',
  },
  passwordMismatch: {
    id: 'form.confirmPassword.mismatch',
    defaultMessage: "The passwords don't match",
  },
});
