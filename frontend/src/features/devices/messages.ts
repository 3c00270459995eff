import { defineMessage, defineMessages } from 'react-intl';

import { devicesPageTitles } from './pages/messages';

/** Shared by every device page: names of kinds, tiers and statuses, resources, loading states. */
export const devicesMessages = defineMessages({
  pageTitle: devicesPageTitles.devices,
  bind: { id: 'devices.bind.open', defaultMessage: 'Bind a box' },
  createCloud: { id: 'devices.zcloud.open', defaultMessage: 'Create a cloud device' },
  back: { id: 'devices.back', defaultMessage: 'Back to my devices' },
  kindFilter: { id: 'devices.filter.kind', defaultMessage: 'Kind' },
  statusFilter: { id: 'devices.filter.status', defaultMessage: 'Status' },
  tierFilter: { id: 'devices.filter.tier', defaultMessage: 'Tier' },
  searchPlaceholder: {
    id: 'devices.filter.search',
    defaultMessage: 'Search by name or device ID',
  },
  empty: {
    id: 'devices.list.empty',
    defaultMessage: 'You have no devices yet. Bind a box you own or create a cloud device.',
  },
  noMatch: { id: 'devices.list.noMatch', defaultMessage: 'No devices match' },
  total: defineMessage<{ count: number }>({
    id: 'devices.list.total',
    defaultMessage: '{count, plural, one {# device} other {# devices}}',
  }),
  loadError: { id: 'devices.loadError', defaultMessage: 'The devices could not be loaded' },
  memberTitle: {
    id: 'devices.member.title',
    defaultMessage: 'Devices are managed by your company administrator',
  },
  deviceId: { id: 'devices.field.deviceId', defaultMessage: 'Device ID' },
  kind: { id: 'devices.field.kind', defaultMessage: 'Kind' },
  status: { id: 'devices.field.status', defaultMessage: 'Status' },
  tier: { id: 'devices.field.tier', defaultMessage: 'Tier' },
  plan: { id: 'devices.field.plan', defaultMessage: 'Plan' },
  lastSeen: { id: 'devices.field.lastSeen', defaultMessage: 'Last seen' },
  never: { id: 'devices.field.never', defaultMessage: 'Never' },
  created: { id: 'devices.field.created', defaultMessage: 'Added' },
  cpu: { id: 'devices.resource.cpu', defaultMessage: 'CPU' },
  cores: defineMessage<{ count: number }>({
    id: 'devices.resource.cores',
    defaultMessage: '{count, plural, one {# core} other {# cores}}',
  }),
  memory: { id: 'devices.resource.memory', defaultMessage: 'Memory' },
  disk: { id: 'devices.resource.disk', defaultMessage: 'Disk' },
  gpus: { id: 'devices.resource.gpus', defaultMessage: 'GPUs' },
  noGpu: { id: 'devices.resource.noGpu', defaultMessage: 'No GPU' },
  passthrough: { id: 'devices.gpu.passthrough', defaultMessage: 'Passthrough' },
  vgpu: { id: 'devices.gpu.vgpu', defaultMessage: 'vGPU' },
  vram: defineMessage<{ size: string }>({
    id: 'devices.gpu.vram',
    defaultMessage: '{size} VRAM',
  }),
  usage: { id: 'devices.usage.title', defaultMessage: 'Usage' },
  usageCpu: { id: 'devices.usage.cpu', defaultMessage: 'CPU' },
  usageMemory: { id: 'devices.usage.memory', defaultMessage: 'Memory' },
  usageDisk: { id: 'devices.usage.disk', defaultMessage: 'Disk' },
  usageGpu: { id: 'devices.usage.gpu', defaultMessage: 'GPU' },
  usageValue: defineMessage<{ label: string; percent: number }>({
    id: 'devices.usage.value',
    defaultMessage: '{label} usage: {percent, number}%',
  }),
  cancel: { id: 'devices.action.cancel', defaultMessage: 'Cancel' },
  save: { id: 'devices.action.save', defaultMessage: 'Save' },
  nameLabel: { id: 'devices.name.label', defaultMessage: 'Name' },
  nameRequired: { id: 'devices.name.required', defaultMessage: 'Enter a name' },
  nameLength: defineMessage<{ min: number; max: number }>({
    id: 'devices.name.length',
    defaultMessage: 'The name must be {min}-{max} characters',
  }),
});

export const kindMessages = defineMessages({
  zbox: { id: 'devices.kind.zbox', defaultMessage: 'Z-BOX' },
  pbox: { id: 'devices.kind.pbox', defaultMessage: 'P-BOX' },
  zcloud: { id: 'devices.kind.zcloud', defaultMessage: 'Z-CLOUD' },
  server_group: { id: 'devices.kind.serverGroup', defaultMessage: 'Server group' },
});

export const tierMessages = defineMessages({
  high: { id: 'devices.tier.high', defaultMessage: 'High' },
  standard: { id: 'devices.tier.standard', defaultMessage: 'Standard' },
  basic: { id: 'devices.tier.basic', defaultMessage: 'Basic' },
});

export const statusMessages = defineMessages({
  online: { id: 'devices.status.online', defaultMessage: 'Online' },
  offline: { id: 'devices.status.offline', defaultMessage: 'Offline' },
  creating: { id: 'devices.status.creating', defaultMessage: 'Creating' },
  starting: { id: 'devices.status.starting', defaultMessage: 'Starting' },
  preparing: { id: 'devices.status.preparing', defaultMessage: 'Preparing' },
  stopping: { id: 'devices.status.stopping', defaultMessage: 'Stopping' },
  shutting_down: { id: 'devices.status.shutting_down', defaultMessage: 'Shutting down' },
  stopped: { id: 'devices.status.stopped', defaultMessage: 'Stopped' },
  restarting: { id: 'devices.status.restarting', defaultMessage: 'Restarting' },
  deleting: { id: 'devices.status.deleting', defaultMessage: 'Deleting' },
  failed: { id: 'devices.status.failed', defaultMessage: 'Failed' },
  unknown: { id: 'devices.status.unknown', defaultMessage: 'Unknown' },
});

export const linkMessages = defineMessages({
  pageTitle: devicesPageTitles.link,
  intro: {
    id: 'devices.link.intro',
    defaultMessage:
      'Enter the device ID printed on the label of your Z-BOX or P-BOX. The box then appears among your devices.',
  },
  label: { id: 'devices.link.label', defaultMessage: 'Device ID' },
  help: {
    id: 'devices.link.help',
    defaultMessage: '12 characters, for example 7K3M-Q9TZ-ABCD; dashes and case do not matter',
  },
  required: { id: 'devices.link.required', defaultMessage: 'Enter the device ID' },
  // The server's wording for a refused ID (400 device_id_invalid).
  invalid: { id: 'devices.link.invalid', defaultMessage: 'Invalid device ID' },
  submit: { id: 'devices.link.submit', defaultMessage: 'Bind' },
  done: defineMessage<{ name: string }>({
    id: 'devices.link.done',
    defaultMessage: '{name} is bound',
  }),
});

export const detailsMessages = defineMessages({
  pageTitle: devicesPageTitles.details,
  notFoundTitle: { id: 'devices.details.notFound.title', defaultMessage: 'Device not found' },
  notFoundText: {
    id: 'devices.details.notFound.text',
    defaultMessage: 'There is no such device among yours.',
  },
  loadError: { id: 'devices.details.loadError', defaultMessage: 'The device could not be loaded' },
  rename: { id: 'devices.details.rename', defaultMessage: 'Rename' },
  renameTitle: { id: 'devices.details.rename.title', defaultMessage: 'Rename the device' },
  renamed: { id: 'devices.details.rename.done', defaultMessage: 'Device renamed' },
  overview: { id: 'devices.details.overview', defaultMessage: 'Overview' },
  resources: { id: 'devices.details.resources', defaultMessage: 'Resources' },
  servers: { id: 'devices.details.servers', defaultMessage: 'Servers' },
  liveUsage: { id: 'devices.details.liveUsage', defaultMessage: 'Live usage' },
  usageWaiting: {
    id: 'devices.details.usage.waiting',
    defaultMessage: 'Usage shows here while the device is online.',
  },
  history: { id: 'devices.details.history', defaultMessage: 'Status history' },
  historyEmpty: { id: 'devices.details.history.empty', defaultMessage: 'No status changes yet' },
  location: { id: 'devices.details.location', defaultMessage: 'Location' },
  noLocation: { id: 'devices.details.location.none', defaultMessage: 'No location set' },
  mapLabel: { id: 'devices.details.location.map', defaultMessage: 'World map with the device' },
  editLocation: { id: 'devices.details.location.edit', defaultMessage: 'Edit location' },
  locationTitle: { id: 'devices.details.location.title', defaultMessage: 'Device location' },
  lngLabel: { id: 'devices.details.location.lng', defaultMessage: 'Longitude' },
  latLabel: { id: 'devices.details.location.lat', defaultMessage: 'Latitude' },
  lngRange: {
    id: 'devices.details.location.lngRange',
    defaultMessage: 'Enter a longitude from -180 to 180',
  },
  latRange: {
    id: 'devices.details.location.latRange',
    defaultMessage: 'Enter a latitude from -90 to 90',
  },
  clearLocation: { id: 'devices.details.location.clear', defaultMessage: 'Clear location' },
  locationSaved: { id: 'devices.details.location.saved', defaultMessage: 'Location saved' },
  locationCleared: { id: 'devices.details.location.cleared', defaultMessage: 'Location cleared' },
  actions: { id: 'devices.details.actions', defaultMessage: 'Actions' },
  unbind: { id: 'devices.details.unbind', defaultMessage: 'Unbind' },
  unbindTitle: defineMessage<{ name: string }>({
    id: 'devices.details.unbind.title',
    defaultMessage: 'Unbind {name}?',
  }),
  unbindContent: {
    id: 'devices.details.unbind.content',
    defaultMessage: 'The box leaves your account. You can bind it again later with its device ID.',
  },
  unbound: defineMessage<{ name: string }>({
    id: 'devices.details.unbind.done',
    defaultMessage: '{name} is unbound',
  }),
});

/** What a device does with saved settings, and what its agent said went wrong (shared with apps). */
export const agentMessages = defineMessages({
  applyNote: {
    id: 'devices.agent.applyNote',
    defaultMessage: 'Setting changes take up to 10 minutes to apply.',
  },
  errorDetail: defineMessage<{ detail: string }>({
    id: 'devices.agent.errorDetail',
    defaultMessage: 'The device said: {detail}',
  }),
});

/** A bound box's one-time re-enrolment code. */
export const reenrolMessages = defineMessages({
  open: { id: 'devices.reenrol.open', defaultMessage: 'Re-enrolment code' },
  title: defineMessage<{ name: string }>({
    id: 'devices.reenrol.title',
    defaultMessage: 'Re-enrolment code for {name}',
  }),
  explain: {
    id: 'devices.reenrol.explain',
    defaultMessage:
      'A reinstalled box that lost its secret registers again with this code. Enter it in the box’s agent; it works once and is shown only now.',
  },
  expires: defineMessage<{ time: string }>({
    id: 'devices.reenrol.expires',
    defaultMessage: 'Valid until {time}',
  }),
  close: { id: 'devices.reenrol.close', defaultMessage: 'Done' },
});

/** The power buttons and their confirmations. */
export const powerMessages = defineMessages({
  start: { id: 'devices.power.start', defaultMessage: 'Start' },
  stop: { id: 'devices.power.stop', defaultMessage: 'Stop' },
  restart: { id: 'devices.power.restart', defaultMessage: 'Restart' },
  delete: { id: 'devices.power.delete', defaultMessage: 'Delete' },
  startTitle: defineMessage<{ name: string }>({
    id: 'devices.power.start.title',
    defaultMessage: 'Start {name}?',
  }),
  stopTitle: defineMessage<{ name: string }>({
    id: 'devices.power.stop.title',
    defaultMessage: 'Stop {name}?',
  }),
  restartTitle: defineMessage<{ name: string }>({
    id: 'devices.power.restart.title',
    defaultMessage: 'Restart {name}?',
  }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'devices.power.delete.title',
    defaultMessage: 'Delete {name}?',
  }),
  startContent: {
    id: 'devices.power.start.content',
    defaultMessage: 'The device boots and comes online.',
  },
  stopContent: {
    id: 'devices.power.stop.content',
    defaultMessage: 'Everything running on the device stops until you start it again.',
  },
  restartContent: {
    id: 'devices.power.restart.content',
    defaultMessage: 'Everything running on the device restarts.',
  },
  deleteContent: {
    id: 'devices.power.delete.content',
    defaultMessage: 'The device and everything on it are deleted for good. This cannot be undone.',
  },
  startDone: defineMessage<{ name: string }>({
    id: 'devices.power.start.done',
    defaultMessage: 'Starting {name}…',
  }),
  stopDone: defineMessage<{ name: string }>({
    id: 'devices.power.stop.done',
    defaultMessage: 'Stopping {name}…',
  }),
  restartDone: defineMessage<{ name: string }>({
    id: 'devices.power.restart.done',
    defaultMessage: 'Restarting {name}…',
  }),
  deleteDone: defineMessage<{ name: string }>({
    id: 'devices.power.delete.done',
    defaultMessage: 'Deleting {name}…',
  }),
});

export const zcloudMessages = defineMessages({
  pageTitle: devicesPageTitles.zcloud,
  choosePlan: { id: 'devices.zcloud.plan.label', defaultMessage: 'Plan' },
  planRequired: { id: 'devices.zcloud.plan.required', defaultMessage: 'Choose a plan' },
  noPlans: { id: 'devices.zcloud.plan.none', defaultMessage: 'No plans are offered right now' },
  plansError: {
    id: 'devices.zcloud.plan.loadError',
    defaultMessage: 'The plans could not be loaded',
  },
  bandwidth: defineMessage<{ mbps: number }>({
    id: 'devices.zcloud.plan.bandwidth',
    defaultMessage: '{mbps, number} Mbps',
  }),
  bandwidthLabel: { id: 'devices.zcloud.plan.bandwidthLabel', defaultMessage: 'Bandwidth' },
  gpuMemory: { id: 'devices.zcloud.plan.gpuMemory', defaultMessage: 'GPU memory' },
  price: defineMessage<{ price: string }>({
    id: 'devices.zcloud.plan.price',
    defaultMessage: '{price} coins / hour',
  }),
  namePlaceholder: { id: 'devices.zcloud.name.placeholder', defaultMessage: 'e.g. Render node' },
  submit: { id: 'devices.zcloud.submit', defaultMessage: 'Create' },
  creating: defineMessage<{ name: string }>({
    id: 'devices.zcloud.creating',
    defaultMessage: 'Creating {name}…',
  }),
  creatingText: {
    id: 'devices.zcloud.creating.text',
    defaultMessage:
      'This usually takes a minute or two. You may leave this page; the device keeps coming up.',
  },
  online: defineMessage<{ name: string }>({
    id: 'devices.zcloud.online',
    defaultMessage: '{name} is online',
  }),
  onlineText: {
    id: 'devices.zcloud.online.text',
    defaultMessage: 'Your cloud device is ready to use.',
  },
  failed: defineMessage<{ name: string }>({
    id: 'devices.zcloud.failed',
    defaultMessage: '{name} could not be created',
  }),
  settled: defineMessage<{ name: string }>({
    id: 'devices.zcloud.settled',
    defaultMessage: '{name} was created',
  }),
  openDetails: { id: 'devices.zcloud.openDetails', defaultMessage: 'Open details' },
  firstHold: defineMessage<{ amount: string }>({
    id: 'devices.zcloud.plan.firstHold',
    defaultMessage: '{amount} coins held for the first hour',
  }),
  billingNote: {
    id: 'devices.zcloud.billingNote',
    defaultMessage:
      'A machine is billed by the second while it runs: each hour is paid from your wallet and the next hour held. When your wallet cannot hold the next hour, the machine is stopped.',
  },
  unverified: {
    id: 'devices.zcloud.refused.unverified',
    defaultMessage:
      'Verify your e-mail address or add a phone number before creating a cloud device.',
  },
  verify: { id: 'devices.zcloud.refused.verify', defaultMessage: 'Go to my account' },
  insufficientFunds: defineMessage<{ amount: string }>({
    id: 'devices.zcloud.refused.insufficientFunds',
    defaultMessage: 'Your wallet needs {amount} coins available for the first hour of this plan.',
  }),
  deposit: { id: 'devices.zcloud.refused.deposit', defaultMessage: 'Top up my wallet' },
  priceChanged: defineMessage<{ amount: string }>({
    id: 'devices.zcloud.refused.priceChanged',
    defaultMessage:
      "This plan's price has changed to {amount} coins an hour. Check it below and create the device again.",
  }),
  creatingLimit: defineMessage<{ max: number }>({
    id: 'devices.zcloud.refused.creatingLimit',
    defaultMessage:
      'You already have {max, plural, one {# cloud device} other {# cloud devices}} being created; wait until one is ready.',
  }),
});
