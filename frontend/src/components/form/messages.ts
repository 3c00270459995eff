import { defineMessage, defineMessages } from 'react-intl';

/** Validation messages shared by every form (sign-up, account, company, ...). */
export const validationMessages = defineMessages({
  nameRequired: { id: 'form.name.required', defaultMessage: 'Enter a user name' },
  nameLength: defineMessage<{ min: number; max: number }>({
    id: 'form.name.length',
    defaultMessage: 'The user name must be {min}-{max} characters',
  }),
  nameAddressLike: {
    id: 'form.name.addressLike',
    defaultMessage: 'A user name cannot be an e-mail address or a phone number',
  },
  controlCharacters: {
    id: 'form.text.control',
    defaultMessage: 'Remove the control characters (such as tabs or line breaks)',
  },
  invisibleCharacters: {
    id: 'form.text.invisible',
    defaultMessage: 'Remove the invisible or formatting characters',
  },
  emailRequired: { id: 'form.email.required', defaultMessage: 'Enter your e-mail address' },
  emailInvalid: { id: 'form.email.invalid', defaultMessage: 'Enter a valid e-mail address' },
  emailTooLong: { id: 'form.email.tooLong', defaultMessage: 'The e-mail address is too long' },
  passwordRequired: { id: 'form.password.required', defaultMessage: 'Enter a password' },
  passwordLength: defineMessage<{ min: number; max: number }>({
    id: 'form.password.length',
    defaultMessage: 'The password must be {min}-{max} characters',
  }),
  passwordHint: defineMessage<{ min: number; max: number }>({
    id: 'form.password.hint',
    defaultMessage: '{min}-{max} characters with at least one letter (A-Z) and one digit',
  }),
  passwordComposition: {
    id: 'form.password.composition',
    defaultMessage: 'The password must contain at least one letter (A-Z) and one digit',
  },
  confirmRequired: {
    id: 'form.confirmPassword.required',
    defaultMessage: 'Enter the password again',
  },
  passwordMismatch: {
    id: 'form.confirmPassword.mismatch',
    defaultMessage: "The passwords don't match",
  },
  phoneRequired: { id: 'form.phone.required', defaultMessage: 'Enter your phone number' },
  phoneInvalid: defineMessage<{ min: number; max: number }>({
    id: 'form.phone.invalid',
    defaultMessage:
      'Enter a valid phone number: {min}-{max} digits (spaces and dashes allowed), with an optional + in front',
  }),
  codeRequired: { id: 'form.code.required', defaultMessage: 'Enter the verification code' },
  codeInvalid: defineMessage<{ length: number }>({
    id: 'form.code.invalid',
    defaultMessage: 'The verification code is {length} digits',
  }),
  avatarFormat: {
    id: 'form.avatar.format',
    defaultMessage: 'Choose a JPG, JPEG, PNG, WEBP or GIF image',
  },
  avatarTooBig: defineMessage<{ megabytes: number }>({
    id: 'form.avatar.tooBig',
    defaultMessage: 'The image must be at most {megabytes} MB',
  }),
});

/** The "send a code" control shared by the SMS sign-in and the linking forms. */
export const codeMessages = defineMessages({
  label: { id: 'form.code.label', defaultMessage: 'Verification code' },
  phoneLabel: { id: 'form.code.phone.label', defaultMessage: 'Phone number' },
  phonePlaceholder: { id: 'form.code.phone.placeholder', defaultMessage: 'e.g. +8613800138000' },
  emailLabel: { id: 'form.code.email.label', defaultMessage: 'E-mail' },
  send: { id: 'form.code.send', defaultMessage: 'Send code' },
  resendIn: defineMessage<{ seconds: number }>({
    id: 'form.code.resendIn',
    defaultMessage: 'Resend in {seconds} s',
  }),
  sent: defineMessage<{ minutes: number }>({
    id: 'form.code.sent',
    defaultMessage:
      'Code sent. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  }),
});

/** The plain form pieces (`Field.tsx`). */
export const fieldMessages = defineMessages({
  showPassword: { id: 'form.password.show', defaultMessage: 'Show password' },
});
