import { defineMessage, defineMessages } from 'react-intl';

import { friendsPageTitles } from './pages/messages';

export const friendsMessages = defineMessages({
  pageTitle: friendsPageTitles.friends,
  friendsTab: { id: 'friends.tab.friends', defaultMessage: 'Friends' },
  requestsTab: { id: 'friends.tab.requests', defaultMessage: 'Requests' },
  addFriend: { id: 'friends.add.open', defaultMessage: 'Add friend' },
  manageTags: { id: 'friends.tags.manage', defaultMessage: 'Manage tags' },
  searchPlaceholder: {
    id: 'friends.list.search',
    defaultMessage: 'Search by name or alias',
  },
  tagFilter: { id: 'friends.list.tagFilter', defaultMessage: 'Filter by tag' },
  empty: { id: 'friends.list.empty', defaultMessage: 'No friends yet. Add one!' },
  noMatch: { id: 'friends.list.noMatch', defaultMessage: 'No friends match' },
  avatarAlt: defineMessage<{ name: string }>({
    id: 'friends.list.avatarAlt',
    defaultMessage: 'Avatar of {name}',
  }),
  since: defineMessage<{ date: Date }>({
    id: 'friends.list.since',
    defaultMessage: 'Friends since {date, date, medium}',
  }),
  edit: { id: 'friends.list.edit', defaultMessage: 'Edit' },
  remove: { id: 'friends.list.remove', defaultMessage: 'Remove' },
  removeTitle: defineMessage<{ name: string }>({
    id: 'friends.remove.title',
    defaultMessage: 'Remove {name} from your friends?',
  }),
  removeContent: {
    id: 'friends.remove.content',
    defaultMessage:
      'You will also disappear from their friends. Your alias and tags for them are lost.',
  },
  removed: { id: 'friends.remove.done', defaultMessage: 'Friend removed' },
  loadError: { id: 'friends.loadError', defaultMessage: 'This list could not be loaded' },
  cancel: { id: 'friends.action.cancel', defaultMessage: 'Cancel' },
  save: { id: 'friends.action.save', defaultMessage: 'Save' },
});

export const editFriendMessages = defineMessages({
  title: defineMessage<{ name: string }>({
    id: 'friends.edit.title',
    defaultMessage: 'Edit {name}',
  }),
  aliasLabel: { id: 'friends.edit.alias.label', defaultMessage: 'Alias' },
  aliasHelp: {
    id: 'friends.edit.alias.help',
    defaultMessage: 'Your own name for this friend; only you see it. Leave empty for none.',
  },
  aliasLength: defineMessage<{ min: number; max: number }>({
    id: 'friends.edit.alias.length',
    defaultMessage: 'The alias must be {min}-{max} characters',
  }),
  tagsLabel: { id: 'friends.edit.tags.label', defaultMessage: 'Tags' },
  tagsPlaceholder: { id: 'friends.edit.tags.placeholder', defaultMessage: 'Choose tags' },
  saved: { id: 'friends.edit.done', defaultMessage: 'Friend updated' },
});

export const addFriendMessages = defineMessages({
  title: { id: 'friends.add.title', defaultMessage: 'Add a friend' },
  accountLabel: {
    id: 'friends.add.account.label',
    defaultMessage: 'E-mail, phone number or user name',
  },
  accountRequired: {
    id: 'friends.add.account.required',
    defaultMessage: 'Enter an e-mail address, phone number or user name',
  },
  messageLabel: { id: 'friends.add.message.label', defaultMessage: 'Message (optional)' },
  messagePlaceholder: {
    id: 'friends.add.message.placeholder',
    defaultMessage: 'Say who you are',
  },
  messageTooLong: defineMessage<{ max: number }>({
    id: 'friends.add.message.tooLong',
    defaultMessage: 'At most {max} characters',
  }),
  submit: { id: 'friends.add.submit', defaultMessage: 'Send request' },
  sent: defineMessage<{ name: string }>({
    id: 'friends.add.sent',
    defaultMessage: 'Friend request sent to {name}',
  }),
  accepted: defineMessage<{ name: string }>({
    id: 'friends.add.accepted',
    defaultMessage: '{name} had already asked you: you are friends now',
  }),
});

export const requestsMessages = defineMessages({
  incoming: { id: 'friends.requests.incoming', defaultMessage: 'Received' },
  outgoing: { id: 'friends.requests.outgoing', defaultMessage: 'Sent' },
  incomingEmpty: {
    id: 'friends.requests.incoming.empty',
    defaultMessage: 'No one is waiting for your answer',
  },
  outgoingEmpty: {
    id: 'friends.requests.outgoing.empty',
    defaultMessage: 'You have no requests waiting for an answer',
  },
  sentAt: defineMessage<{ date: Date }>({
    id: 'friends.requests.sentAt',
    defaultMessage: 'Sent {date, date, medium}',
  }),
  accept: { id: 'friends.requests.accept', defaultMessage: 'Accept' },
  decline: { id: 'friends.requests.decline', defaultMessage: 'Decline' },
  cancel: { id: 'friends.requests.cancel', defaultMessage: 'Withdraw' },
  cancelTitle: defineMessage<{ name: string }>({
    id: 'friends.requests.cancel.title',
    defaultMessage: 'Withdraw your request to {name}?',
  }),
  keep: { id: 'friends.requests.cancel.keep', defaultMessage: 'Keep it' },
  accepted: defineMessage<{ name: string }>({
    id: 'friends.requests.accepted',
    defaultMessage: 'You and {name} are friends now',
  }),
  declined: { id: 'friends.requests.declined', defaultMessage: 'Request declined' },
  cancelled: { id: 'friends.requests.cancelled', defaultMessage: 'Request withdrawn' },
  addressed: {
    id: 'friends.requests.addressed',
    defaultMessage: 'Sent by e-mail or phone: their name shows once they accept',
  },
});

export const tagsMessages = defineMessages({
  pageTitle: friendsPageTitles.tags,
  back: { id: 'friends.tags.back', defaultMessage: 'Back to friends' },
  create: { id: 'friends.tags.create', defaultMessage: 'New tag' },
  empty: {
    id: 'friends.tags.empty',
    defaultMessage: 'No tags yet. Tags help you find friends quickly.',
  },
  friendCount: defineMessage<{ count: number }>({
    id: 'friends.tags.friendCount',
    defaultMessage: '{count, plural, =0 {No friends} one {# friend} other {# friends}}',
  }),
  edit: { id: 'friends.tags.edit', defaultMessage: 'Edit' },
  delete: { id: 'friends.tags.delete', defaultMessage: 'Delete' },
  deleteTitle: defineMessage<{ name: string }>({
    id: 'friends.tags.delete.title',
    defaultMessage: 'Delete the tag “{name}”?',
  }),
  deleteContent: {
    id: 'friends.tags.delete.content',
    defaultMessage: 'Your friends stay; only the tag goes.',
  },
  deleted: { id: 'friends.tags.delete.done', defaultMessage: 'Tag deleted' },
  createTitle: { id: 'friends.tags.createTitle', defaultMessage: 'New tag' },
  editTitle: { id: 'friends.tags.editTitle', defaultMessage: 'Edit tag' },
  nameLabel: { id: 'friends.tags.name.label', defaultMessage: 'Name' },
  nameRequired: { id: 'friends.tags.name.required', defaultMessage: 'Enter a name' },
  nameTooLong: defineMessage<{ max: number }>({
    id: 'friends.tags.name.tooLong',
    defaultMessage: 'At most {max} characters',
  }),
  friendsLabel: { id: 'friends.tags.friends.label', defaultMessage: 'Friends with this tag' },
  friendsPlaceholder: { id: 'friends.tags.friends.placeholder', defaultMessage: 'Choose friends' },
  created: { id: 'friends.tags.created', defaultMessage: 'Tag created' },
  saved: { id: 'friends.tags.saved', defaultMessage: 'Tag saved' },
});
