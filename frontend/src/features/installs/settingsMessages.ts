import { defineMessages } from 'react-intl';

/** An installed app's settings card (`components/SettingsCard`) and its form's fields. */
export const settingsMessages = defineMessages({
  edit: { id: 'apps.settings.edit', defaultMessage: 'Edit settings' },
  save: { id: 'apps.settings.save', defaultMessage: 'Save settings' },
  cancel: { id: 'apps.settings.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'apps.settings.saved', defaultMessage: 'Settings saved' },
  readOnly: {
    id: 'apps.settings.readOnly',
    defaultMessage: 'Modification not supported: set when the app was installed.',
  },
  passwordKept: {
    id: 'apps.settings.passwordKept',
    defaultMessage: 'Unchanged (type a new one to replace it)',
  },
});
