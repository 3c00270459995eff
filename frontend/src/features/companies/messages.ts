import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

import type { MemberRecord } from '@/api/types';

import { companiesPageTitles } from './pages/messages';

export const companiesMessages = defineMessages({
  loadError: { id: 'companies.loadError', defaultMessage: 'This list could not be loaded' },
  cancel: { id: 'companies.action.cancel', defaultMessage: 'Cancel' },
  iconAlt: defineMessage<{ name: string }>({
    id: 'companies.iconAlt',
    defaultMessage: 'Icon of {name}',
  }),
  owner: { id: 'companies.role.owner', defaultMessage: 'Owner' },
  member: { id: 'companies.role.member', defaultMessage: 'Member' },
});

export const historyMessages = defineMessages({
  pageTitle: companiesPageTitles.history,
  intro: {
    id: 'companies.history.intro',
    defaultMessage:
      'Create a company to share devices with your team, or join one by invitation or by its id.',
  },
  companies: { id: 'companies.history.companies', defaultMessage: 'Companies' },
  companiesEmpty: {
    id: 'companies.history.companiesEmpty',
    defaultMessage: 'You do not belong to a company yet. Create one or apply to join one.',
  },
  network: defineMessage<{ id: string }>({
    id: 'companies.history.network',
    defaultMessage: 'Network {id}',
  }),
  companyId: defineMessage<{ id: string }>({
    id: 'companies.history.companyId',
    defaultMessage: 'ID {id}',
  }),
  ownedBy: defineMessage<{ name: string }>({
    id: 'companies.history.ownedBy',
    defaultMessage: 'Owner: {name}',
  }),
  switchTo: { id: 'companies.history.switchTo', defaultMessage: 'Switch to' },
  leave: { id: 'companies.history.leave', defaultMessage: 'Leave' },
  leaveTitle: defineMessage<{ name: string }>({
    id: 'companies.leave.title',
    defaultMessage: 'Leave {name}?',
  }),
  leaveContent: {
    id: 'companies.leave.content',
    defaultMessage:
      'What the company allocated to you is no longer yours to use. To come back, you need a new invitation or application.',
  },
  left: defineMessage<{ name: string }>({
    id: 'companies.leave.done',
    defaultMessage: 'You left {name}',
  }),
  invitations: { id: 'companies.history.invitations', defaultMessage: 'Invitations' },
  invitationsEmpty: {
    id: 'companies.history.invitationsEmpty',
    defaultMessage: 'No invitations',
  },
  invitedBy: defineMessage<{ name: string }>({
    id: 'companies.history.invitedBy',
    defaultMessage: 'Invited by {name}',
  }),
  expires: defineMessage<{ date: Date }>({
    id: 'companies.history.expires',
    defaultMessage: 'Open until {date, date, medium}',
  }),
  accept: { id: 'companies.invitation.accept', defaultMessage: 'Accept' },
  decline: { id: 'companies.invitation.decline', defaultMessage: 'Decline' },
  accepted: defineMessage<{ name: string }>({
    id: 'companies.invitation.accepted',
    defaultMessage: 'You joined {name}',
  }),
  declined: { id: 'companies.invitation.declined', defaultMessage: 'Invitation declined' },
  applications: { id: 'companies.history.applications', defaultMessage: 'Applications' },
  applicationsEmpty: {
    id: 'companies.history.applicationsEmpty',
    defaultMessage: 'No applications',
  },
  appliedAt: defineMessage<{ date: Date }>({
    id: 'companies.history.appliedAt',
    defaultMessage: 'Applied {date, date, medium}',
  }),
  decidedAt: defineMessage<{ date: Date }>({
    id: 'companies.history.decidedAt',
    defaultMessage: 'Decided {date, date, medium}',
  }),
  records: { id: 'companies.history.records', defaultMessage: 'History' },
  recordsEmpty: {
    id: 'companies.history.recordsEmpty',
    defaultMessage: 'Nothing has happened yet',
  },
  markAllRead: { id: 'companies.history.markAllRead', defaultMessage: 'Mark all as read' },
  markedRead: defineMessage<{ count: number }>({
    id: 'companies.history.markedRead',
    defaultMessage:
      '{count, plural, =0 {Nothing was unread} one {# record marked as read} other {# records marked as read}}',
  }),
  unread: { id: 'companies.history.unread', defaultMessage: 'New' },
  recordAt: defineMessage<{ date: Date }>({
    id: 'companies.history.recordAt',
    defaultMessage: '{date, date, medium} {date, time, short}',
  }),
  by: defineMessage<{ name: string }>({
    id: 'companies.history.by',
    defaultMessage: 'by {name}',
  }),
});

/** Invitation and application statuses, as the person and the company owner read them. */
export const statusMessages = defineMessages({
  pending: { id: 'companies.status.pending', defaultMessage: 'Invited' },
  invited: { id: 'companies.status.invited', defaultMessage: 'Invited' },
  waiting: { id: 'companies.status.waiting', defaultMessage: 'Waiting for verification' },
  applied: { id: 'companies.status.applied', defaultMessage: 'Waiting for a decision' },
  accepted: { id: 'companies.status.accepted', defaultMessage: 'Accepted' },
  declined: { id: 'companies.status.declined', defaultMessage: 'Declined' },
  expired: { id: 'companies.status.expired', defaultMessage: 'Expired' },
});

type RecordKind = MemberRecord['kind'];
type RecordValues = { company: string; member: string };

/**
 * Each kind of member record in its two forms: the tag of the owner's table
 * (/company/history) and the sentence of the person's list (/history).
 */
export const recordKindMessages = {
  join: {
    tag: defineMessage({ id: 'companies.record.join.tag', defaultMessage: 'Joined' }),
    sentence: defineMessage<RecordValues>({
      id: 'companies.record.join.sentence',
      defaultMessage: '{member} joined {company}',
    }),
  },
  leave: {
    tag: defineMessage({ id: 'companies.record.leave.tag', defaultMessage: 'Left' }),
    sentence: defineMessage<RecordValues>({
      id: 'companies.record.leave.sentence',
      defaultMessage: '{member} left {company}',
    }),
  },
  removal: {
    tag: defineMessage({ id: 'companies.record.removal.tag', defaultMessage: 'Removed' }),
    sentence: defineMessage<RecordValues>({
      id: 'companies.record.removal.sentence',
      defaultMessage: '{member} was removed from {company}',
    }),
  },
  allocation: {
    tag: defineMessage({ id: 'companies.record.allocation.tag', defaultMessage: 'Allocated' }),
    sentence: defineMessage<RecordValues>({
      id: 'companies.record.allocation.sentence',
      defaultMessage: '{company} allocated a resource to {member}',
    }),
  },
  deallocation: {
    tag: defineMessage({ id: 'companies.record.deallocation.tag', defaultMessage: 'De-allocated' }),
    sentence: defineMessage<RecordValues>({
      id: 'companies.record.deallocation.sentence',
      defaultMessage: '{company} took back a resource from {member}',
    }),
  },
} satisfies Record<RecordKind, { tag: MessageDescriptor; sentence: MessageDescriptor }>;

export const createMessages = defineMessages({
  open: { id: 'companies.create.open', defaultMessage: 'Create a company' },
  title: { id: 'companies.create.title', defaultMessage: 'Create a company' },
  nameLabel: { id: 'companies.create.name', defaultMessage: 'Company name' },
  nameRequired: { id: 'companies.create.nameRequired', defaultMessage: 'Enter the company name' },
  nameLength: defineMessage<{ min: number; max: number }>({
    id: 'companies.create.nameLength',
    defaultMessage: 'The company name must be {min}-{max} characters',
  }),
  iconLabel: { id: 'companies.create.icon', defaultMessage: 'Icon (optional)' },
  pickIcon: { id: 'companies.create.pickIcon', defaultMessage: 'Choose an image' },
  removeIcon: { id: 'companies.create.removeIcon', defaultMessage: 'Remove the icon' },
  formats: defineMessage<{ megabytes: number }>({
    id: 'companies.create.formats',
    defaultMessage: 'JPG, PNG, WEBP or GIF, up to {megabytes} MB',
  }),
  cropTitle: { id: 'companies.create.cropTitle', defaultMessage: 'Crop the icon' },
  submit: { id: 'companies.create.submit', defaultMessage: 'Create' },
  created: defineMessage<{ name: string }>({
    id: 'companies.create.done',
    defaultMessage: '{name} is created. Switch to it now to manage it?',
  }),
  createdContent: {
    id: 'companies.create.doneContent',
    defaultMessage:
      'In the company identity you bind its devices, invite members and allocate to them. You can switch at any time from the header.',
  },
  switchNow: { id: 'companies.create.switchNow', defaultMessage: 'Switch now' },
  later: { id: 'companies.create.later', defaultMessage: 'Later' },
});

export const applyMessages = defineMessages({
  open: { id: 'companies.apply.open', defaultMessage: 'Apply to join' },
  title: { id: 'companies.apply.title', defaultMessage: 'Apply to join a company' },
  idLabel: { id: 'companies.apply.id', defaultMessage: 'Company ID' },
  idHelp: {
    id: 'companies.apply.help',
    defaultMessage: 'Ask the company owner for it: ten letters and digits like ABCDE-12345.',
  },
  idRequired: { id: 'companies.apply.required', defaultMessage: 'Enter the company ID' },
  idFormat: {
    id: 'companies.apply.format',
    defaultMessage: 'A company ID looks like ABCDE-12345',
  },
  submit: { id: 'companies.apply.submit', defaultMessage: 'Apply' },
  sent: {
    id: 'companies.apply.done',
    defaultMessage: 'Application sent: the company owner decides',
  },
});

export const switcherMessages = defineMessages({
  label: { id: 'companies.switcher.label', defaultMessage: 'Switch identity' },
  personal: { id: 'companies.switcher.personal', defaultMessage: 'Personal' },
  current: defineMessage<{ name: string; role: string }>({
    id: 'companies.switcher.current',
    defaultMessage: '{name} ({role})',
  }),
});

export const joinMessages = defineMessages({
  pageTitle: companiesPageTitles.join,
  noToken: {
    id: 'companies.join.noToken',
    defaultMessage:
      'This link is incomplete. Open the whole link from the invitation you received.',
  },
  loadError: {
    id: 'companies.join.loadError',
    defaultMessage: 'This invitation could not be shown',
  },
  invitedBy: defineMessage<{ name: string; company: string }>({
    id: 'companies.join.invitedBy',
    defaultMessage: '{name} invites you to join {company}.',
  }),
  expires: defineMessage<{ date: Date }>({
    id: 'companies.join.expires',
    defaultMessage: 'The invitation is open until {date, date, medium}.',
  }),
  accept: { id: 'companies.join.accept', defaultMessage: 'Join the company' },
  decline: { id: 'companies.join.decline', defaultMessage: 'Decline' },
  accepted: defineMessage<{ company: string }>({
    id: 'companies.join.accepted',
    defaultMessage: 'You are a member of {company}.',
  }),
  switchNow: defineMessage<{ company: string }>({
    id: 'companies.join.switchNow',
    defaultMessage: 'Switch to {company}',
  }),
  declined: {
    id: 'companies.join.declined',
    defaultMessage: 'This invitation was declined.',
  },
  expired: {
    id: 'companies.join.expired',
    defaultMessage: 'This invitation has expired. Ask the company owner for a new one.',
  },
  notForYou: {
    id: 'companies.join.notForYou',
    defaultMessage:
      'This invitation was sent to another account. Sign in with the invited address to answer it.',
  },
  toHistory: { id: 'companies.join.toHistory', defaultMessage: 'Go to my companies' },
});

export const companyEmailMessages = defineMessages({
  pageTitle: companiesPageTitles.companyEmail,
  body: {
    id: 'companies.email.body',
    defaultMessage:
      'You accepted the invitation. To complete joining, verify the invited e-mail address: open the link we sent to it.',
  },
  notReceived: {
    id: 'companies.email.notReceived',
    defaultMessage: 'No e-mail? Check your spam folder or send the link again.',
  },
  signIn: {
    id: 'companies.email.signIn',
    defaultMessage: 'Sign in to send the verification link again.',
  },
  otherAddress: {
    id: 'companies.email.otherAddress',
    defaultMessage:
      'Was the invitation sent to an address that is not on your account? Add it on your account page and verify it there.',
  },
  toAccount: { id: 'companies.email.toAccount', defaultMessage: 'Go to my account' },
  toHistory: { id: 'companies.email.toHistory', defaultMessage: 'Back to my companies' },
});

export const introMessages = defineMessages({
  pageTitle: companiesPageTitles.intro,
  lead: {
    id: 'companies.intro.lead',
    defaultMessage:
      'A company account lets an organization run its computers together: one owner, many members.',
  },
  benefits: { id: 'companies.intro.benefits', defaultMessage: 'What an organization gets' },
  devicesTitle: { id: 'companies.intro.devices.title', defaultMessage: 'Shared devices' },
  devicesBody: {
    id: 'companies.intro.devices.body',
    defaultMessage:
      'Boxes and cloud machines bound in the company identity belong to the company, apart from anyone’s personal devices.',
  },
  allocateTitle: { id: 'companies.intro.allocate.title', defaultMessage: 'Allocation to members' },
  allocateBody: {
    id: 'companies.intro.allocate.body',
    defaultMessage:
      'The owner allocates devices and apps to members, who start, stop and use only what they were given, with their own SSH and AI API access.',
  },
  historyTitle: { id: 'companies.intro.history.title', defaultMessage: 'Member history' },
  historyBody: {
    id: 'companies.intro.history.body',
    defaultMessage:
      'Every join, departure and allocation is recorded, for the owner and for each member.',
  },
  networkTitle: { id: 'companies.intro.network.title', defaultMessage: 'One private network' },
  networkBody: {
    id: 'companies.intro.network.body',
    defaultMessage: 'The company’s devices share their own private overlay network.',
  },
  howTitle: { id: 'companies.intro.how', defaultMessage: 'How to start' },
  howCreate: {
    id: 'companies.intro.howCreate',
    defaultMessage:
      'Create one: sign up, open “My companies” and create a company. You become its owner.',
  },
  howJoin: {
    id: 'companies.intro.howJoin',
    defaultMessage:
      'Join one: accept the invitation the owner sends to your e-mail or phone, or apply with the company’s ID.',
  },
  signUp: { id: 'companies.intro.signUp', defaultMessage: 'Sign up free' },
  signIn: { id: 'companies.intro.signIn', defaultMessage: 'Sign in' },
  toHistory: { id: 'companies.intro.toHistory', defaultMessage: 'Go to my companies' },
});
