import { defineMessage, defineMessages } from 'react-intl';

/** The owner's company pages (titles: `pages/ownerMessages.ts`). */
export const ownerMessages = defineMessages({
  allocateLink: { id: 'company.link.allocate', defaultMessage: 'Allocate to members' },
  historyLink: { id: 'company.link.history', defaultMessage: 'Member history' },
  backToCompany: { id: 'company.link.back', defaultMessage: 'Back to the company' },
  loadError: { id: 'company.loadError', defaultMessage: 'The company could not be loaded' },
  notFound: { id: 'company.notFound', defaultMessage: 'This company is no longer available' },
  retry: { id: 'company.retry', defaultMessage: 'Try again' },
  cancel: { id: 'company.cancel', defaultMessage: 'Cancel' },
  actions: { id: 'company.actions', defaultMessage: 'Actions' },
  system: { id: 'company.system', defaultMessage: 'System' },
});

export const profileMessages = defineMessages({
  title: { id: 'company.profile.title', defaultMessage: 'Company profile' },
  name: { id: 'company.profile.name', defaultMessage: 'Name' },
  id: { id: 'company.profile.id', defaultMessage: 'Company ID' },
  network: { id: 'company.profile.network', defaultMessage: 'Network ID' },
  networkRange: { id: 'company.profile.networkRange', defaultMessage: 'Address range' },
  owner: { id: 'company.profile.owner', defaultMessage: 'Owner' },
  rename: { id: 'company.profile.rename', defaultMessage: 'Rename' },
  save: { id: 'company.profile.save', defaultMessage: 'Save' },
  renamed: { id: 'company.profile.renamed', defaultMessage: 'The company was renamed' },
  changeIcon: { id: 'company.profile.changeIcon', defaultMessage: 'Change icon' },
  iconSaved: { id: 'company.profile.iconSaved', defaultMessage: 'The icon was changed' },
  iconFormats: defineMessage<{ megabytes: number }>({
    id: 'company.profile.iconFormats',
    defaultMessage: 'JPG, PNG, WEBP or GIF, at most {megabytes} MB',
  }),
});

export const inviteMessages = defineMessages({
  title: { id: 'company.invite.title', defaultMessage: 'Invite a member' },
  account: { id: 'company.invite.account', defaultMessage: 'E-mail address or phone number' },
  send: { id: 'company.invite.send', defaultMessage: 'Send invitation' },
  invalid: {
    id: 'company.invite.invalid',
    defaultMessage: 'Enter an e-mail address or a phone number',
  },
  sent: defineMessage<{ account: string }>({
    id: 'company.invite.sent',
    defaultMessage:
      'If {account} can receive it, an invitation was sent. It stays open for 7 days.',
  }),
});

export const memberMessages = defineMessages({
  title: { id: 'company.members.title', defaultMessage: 'Members' },
  name: { id: 'company.members.name', defaultMessage: 'Name' },
  role: { id: 'company.members.role', defaultMessage: 'Role' },
  joined: { id: 'company.members.joined', defaultMessage: 'Joined' },
  remove: { id: 'company.members.remove', defaultMessage: 'Remove' },
  removeTitle: defineMessage<{ name: string }>({
    id: 'company.members.removeTitle',
    defaultMessage: 'Remove {name} from the company?',
  }),
  removeContent: {
    id: 'company.members.removeContent',
    defaultMessage: 'Their allocations end and their company sessions close at once.',
  },
  removed: defineMessage<{ name: string }>({
    id: 'company.members.removed',
    defaultMessage: '{name} was removed from the company',
  }),
  empty: { id: 'company.members.empty', defaultMessage: 'No members yet' },
  loadError: { id: 'company.members.loadError', defaultMessage: 'The members could not be loaded' },
  total: defineMessage<{ count: number }>({
    id: 'company.members.total',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
  }),
});

export const applicationMessages = defineMessages({
  title: { id: 'company.applications.title', defaultMessage: 'Applications to join' },
  applicant: { id: 'company.applications.applicant', defaultMessage: 'Applicant' },
  status: { id: 'company.applications.status', defaultMessage: 'Status' },
  statusFilter: { id: 'company.applications.statusFilter', defaultMessage: 'Application status' },
  appliedAt: { id: 'company.applications.appliedAt', defaultMessage: 'Applied' },
  expiresAt: { id: 'company.applications.expiresAt', defaultMessage: 'Expires' },
  accept: { id: 'company.applications.accept', defaultMessage: 'Accept' },
  decline: { id: 'company.applications.decline', defaultMessage: 'Decline' },
  accepted: defineMessage<{ name: string }>({
    id: 'company.applications.accepted',
    defaultMessage: '{name} joined the company',
  }),
  declined: defineMessage<{ name: string }>({
    id: 'company.applications.declined',
    defaultMessage: "{name}'s application was declined",
  }),
  empty: { id: 'company.applications.empty', defaultMessage: 'No applications' },
  loadError: {
    id: 'company.applications.loadError',
    defaultMessage: 'The applications could not be loaded',
  },
});

export const deleteMessages = defineMessages({
  zone: { id: 'company.delete.zone', defaultMessage: 'Danger zone' },
  button: { id: 'company.delete.button', defaultMessage: 'Delete the company' },
  text: {
    id: 'company.delete.text',
    defaultMessage:
      'Deleting archives the company: every member loses access, its history stays. Unbind its devices first.',
  },
  title: defineMessage<{ name: string }>({
    id: 'company.delete.title',
    defaultMessage: 'Delete {name}?',
  }),
  confirmLabel: defineMessage<{ name: string }>({
    id: 'company.delete.confirmLabel',
    defaultMessage: 'Type {name} to confirm',
  }),
  confirm: { id: 'company.delete.confirm', defaultMessage: 'Delete for good' },
  blocked: {
    id: 'company.delete.blocked',
    defaultMessage: 'The company still holds these. Unbind them, then delete it:',
  },
  done: defineMessage<{ name: string }>({
    id: 'company.delete.done',
    defaultMessage: '{name} was deleted',
  }),
});

export const allocateMessages = defineMessages({
  member: { id: 'company.allocate.member', defaultMessage: 'Member' },
  pickMember: { id: 'company.allocate.pickMember', defaultMessage: 'Pick a member' },
  noMembers: {
    id: 'company.allocate.noMembers',
    defaultMessage: 'The company has no members yet. Invite someone first.',
  },
  invite: { id: 'company.allocate.invite', defaultMessage: 'Invite a member' },
  allocatedTo: defineMessage<{ name: string }>({
    id: 'company.allocate.allocatedTo',
    defaultMessage: 'Allocated to {name}',
  }),
  nothing: defineMessage<{ name: string }>({
    id: 'company.allocate.nothing',
    defaultMessage: 'Nothing is allocated to {name} yet.',
  }),
  resource: { id: 'company.allocate.resource', defaultMessage: 'Resource' },
  type: { id: 'company.allocate.type', defaultMessage: 'Type' },
  device: { id: 'company.allocate.device', defaultMessage: 'Device' },
  deviceId: { id: 'company.allocate.deviceId', defaultMessage: 'Device ID' },
  assignedAt: { id: 'company.allocate.assignedAt', defaultMessage: 'Allocated' },
  remove: { id: 'company.allocate.remove', defaultMessage: 'Remove' },
  removeTitle: defineMessage<{ resource: string; name: string }>({
    id: 'company.allocate.removeTitle',
    defaultMessage: 'Take {resource} back from {name}?',
  }),
  removeContent: {
    id: 'company.allocate.removeContent',
    defaultMessage: 'Their access to it ends at once.',
  },
  removed: defineMessage<{ resource: string; name: string }>({
    id: 'company.allocate.removed',
    defaultMessage: '{resource} is no longer allocated to {name}',
  }),
  add: { id: 'company.allocate.add', defaultMessage: 'Allocate more' },
  devices: { id: 'company.allocate.devices', defaultMessage: 'Company devices' },
  apps: { id: 'company.allocate.apps', defaultMessage: 'Installed apps' },
  allocate: { id: 'company.allocate.allocate', defaultMessage: 'Allocate' },
  allocated: defineMessage<{ resource: string; name: string }>({
    id: 'company.allocate.allocated',
    defaultMessage: '{resource} was allocated to {name}',
  }),
  alreadyAllocated: { id: 'company.allocate.already', defaultMessage: 'Allocated' },
  noDevices: {
    id: 'company.allocate.noDevices',
    defaultMessage: 'The company has no devices yet. Bind one in the company identity.',
  },
  bind: { id: 'company.allocate.bind', defaultMessage: 'Bind a device' },
  noApps: {
    id: 'company.allocate.noApps',
    defaultMessage: "No apps are installed on the company's devices yet.",
  },
  loadError: {
    id: 'company.allocate.loadError',
    defaultMessage: 'The allocations could not be loaded',
  },
});

/** What a resource is, in a list. */
export const resourceTypeMessages = defineMessages({
  device: { id: 'company.resource.device', defaultMessage: 'Device' },
  app: { id: 'company.resource.app', defaultMessage: 'App' },
});

export const historyMessages = defineMessages({
  unreadOnly: { id: 'company.history.unreadOnly', defaultMessage: 'Unread only' },
  markRead: { id: 'company.history.markRead', defaultMessage: 'Mark all read' },
  markedRead: defineMessage<{ count: number }>({
    id: 'company.history.markedRead',
    defaultMessage:
      '{count, plural, =0 {Nothing was unread} one {# record marked read} other {# records marked read}}',
  }),
  when: { id: 'company.history.when', defaultMessage: 'When' },
  event: { id: 'company.history.event', defaultMessage: 'Event' },
  who: { id: 'company.history.who', defaultMessage: 'By' },
  whom: { id: 'company.history.whom', defaultMessage: 'Member' },
  what: { id: 'company.history.what', defaultMessage: 'Resource' },
  unread: { id: 'company.history.unread', defaultMessage: 'New' },
  resource: defineMessage<{ type: string; id: string }>({
    id: 'company.history.resource',
    defaultMessage: '{type} #{id}',
  }),
  empty: { id: 'company.history.empty', defaultMessage: 'No member records yet' },
  noUnread: { id: 'company.history.noUnread', defaultMessage: 'No unread records' },
  loadError: { id: 'company.history.loadError', defaultMessage: 'The records could not be loaded' },
  total: defineMessage<{ count: number }>({
    id: 'company.history.total',
    defaultMessage: '{count, plural, one {# record} other {# records}}',
  }),
});

export const costsMessages = defineMessages({
  title: defineMessage<{ days: number }>({
    id: 'companies.costs.title',
    defaultMessage: 'What the company cost in the last {days} days',
  }),
  spending: { id: 'companies.costs.spending', defaultMessage: 'Paid from your wallet' },
  income: { id: 'companies.costs.income', defaultMessage: 'Earned into it' },
  note: {
    id: 'companies.costs.note',
    defaultMessage:
      'The company pays from your own wallet: these are its movements there, such as its cloud machines’ hours.',
  },
  empty: { id: 'companies.costs.empty', defaultMessage: 'Nothing was paid for the company yet' },
  loadError: { id: 'companies.costs.loadError', defaultMessage: 'The costs could not be loaded' },
  coins: defineMessage<{ amount: string }>({
    id: 'companies.costs.coins',
    defaultMessage: '{amount} coins',
  }),
  purpose: defineMessage<{ title: string; party: string }>({
    id: 'companies.costs.purpose',
    defaultMessage: '{title}, with {party}',
  }),
});
