import { defineMessage, defineMessages } from 'react-intl';

/** Shared by every apps page: fields, loading and refusal states (page titles: `pages/messages.ts`). */
export const appsMessages = defineMessages({
  back: { id: 'apps.back', defaultMessage: 'Back to my apps' },
  loadError: { id: 'apps.loadError', defaultMessage: 'The apps could not be loaded' },
  appLoadError: { id: 'apps.appLoadError', defaultMessage: 'The app could not be loaded' },
  memberTitle: {
    id: 'apps.member.title',
    defaultMessage: 'Apps are managed by your company administrator',
  },
  notFoundTitle: { id: 'apps.notFound.title', defaultMessage: 'App not found' },
  notFoundText: {
    id: 'apps.notFound.text',
    defaultMessage: 'There is no such app on your devices.',
  },
  signIn: { id: 'apps.signIn', defaultMessage: 'Sign in' },
  signInTitle: { id: 'apps.signIn.title', defaultMessage: 'Sign in to continue' },
  app: { id: 'apps.field.app', defaultMessage: 'App' },
  device: { id: 'apps.field.device', defaultMessage: 'Device' },
  status: { id: 'apps.field.status', defaultMessage: 'Status' },
  type: { id: 'apps.field.type', defaultMessage: 'Type' },
  version: { id: 'apps.field.version', defaultMessage: 'Version' },
  sharingMode: { id: 'apps.field.sharingMode', defaultMessage: 'Sharing mode' },
  rentable: { id: 'apps.field.rentable', defaultMessage: 'Rentable' },
  pricePerHour: { id: 'apps.field.pricePerHour', defaultMessage: 'Price per hour' },
  installedAt: { id: 'apps.field.installedAt', defaultMessage: 'Installed' },
  notYet: { id: 'apps.field.notYet', defaultMessage: 'Not yet' },
  yes: { id: 'apps.yes', defaultMessage: 'Yes' },
  no: { id: 'apps.no', defaultMessage: 'No' },
  price: defineMessage<{ price: string }>({
    id: 'apps.price',
    defaultMessage: '{price} coins / hour',
  }),
  coins: { id: 'apps.coins', defaultMessage: 'coins' },
  cancel: { id: 'apps.cancel', defaultMessage: 'Cancel' },
  retry: { id: 'apps.retry', defaultMessage: 'Try again' },
  openApp: { id: 'apps.openApp', defaultMessage: 'Open the app page' },
  openAi: { id: 'apps.openAi', defaultMessage: 'Open the AI API' },
});

/** Statuses of an installed app (one place: the tag, the filters, the install steps). */
export const appStatusMessages = defineMessages({
  not_install: { id: 'apps.status.not_install', defaultMessage: 'Not installed' },
  installing: { id: 'apps.status.installing', defaultMessage: 'Installing' },
  downloading: { id: 'apps.status.downloading', defaultMessage: 'Downloading' },
  installed: { id: 'apps.status.installed', defaultMessage: 'Installed' },
  installation_failed: {
    id: 'apps.status.installation_failed',
    defaultMessage: 'Installation failed',
  },
  starting: { id: 'apps.status.starting', defaultMessage: 'Starting' },
  preparing: { id: 'apps.status.preparing', defaultMessage: 'Preparing' },
  running: { id: 'apps.status.running', defaultMessage: 'Running' },
  stopping: { id: 'apps.status.stopping', defaultMessage: 'Stopping' },
  shutting_down: { id: 'apps.status.shutting_down', defaultMessage: 'Shutting down' },
  stopped: { id: 'apps.status.stopped', defaultMessage: 'Stopped' },
  restarting: { id: 'apps.status.restarting', defaultMessage: 'Restarting' },
  suspending: { id: 'apps.status.suspending', defaultMessage: 'Suspending' },
  suspended: { id: 'apps.status.suspended', defaultMessage: 'Suspended' },
  resuming: { id: 'apps.status.resuming', defaultMessage: 'Resuming' },
  snapshotting: { id: 'apps.status.snapshotting', defaultMessage: 'Snapshotting' },
  uninstalling: { id: 'apps.status.uninstalling', defaultMessage: 'Uninstalling' },
  uninstall_failed: { id: 'apps.status.uninstall_failed', defaultMessage: 'Uninstall failed' },
  failed: { id: 'apps.status.failed', defaultMessage: 'Failed' },
});

export const sharingModeMessages = defineMessages({
  manual: { id: 'apps.sharing.manual', defaultMessage: 'Manual' },
  autopilot: { id: 'apps.sharing.autopilot', defaultMessage: 'Autopilot' },
  dedicated: { id: 'apps.sharing.dedicated', defaultMessage: 'Dedicated' },
  manualHelp: {
    id: 'apps.sharing.manual.help',
    defaultMessage: 'You decide whether the app is rented out, and at what price.',
  },
  autopilotHelp: {
    id: 'apps.sharing.autopilot.help',
    defaultMessage:
      'For the most profit: the system rents the app out whenever it runs on an online device.',
  },
  dedicatedHelp: {
    id: 'apps.sharing.dedicated.help',
    defaultMessage: 'For your own use only: the app is never rented out.',
  },
});

/** The action buttons of an installed app and their confirmations. */
export const actionMessages = defineMessages({
  start: { id: 'apps.action.start', defaultMessage: 'Start' },
  stop: { id: 'apps.action.stop', defaultMessage: 'Stop' },
  restart: { id: 'apps.action.restart', defaultMessage: 'Restart' },
  suspend: { id: 'apps.action.suspend', defaultMessage: 'Suspend' },
  resume: { id: 'apps.action.resume', defaultMessage: 'Resume' },
  snapshot: { id: 'apps.action.snapshot', defaultMessage: 'Snapshot' },
  uninstall: { id: 'apps.action.uninstall', defaultMessage: 'Uninstall' },
  startTitle: defineMessage<{ name: string }>({
    id: 'apps.action.start.title',
    defaultMessage: 'Start {name}?',
  }),
  stopTitle: defineMessage<{ name: string }>({
    id: 'apps.action.stop.title',
    defaultMessage: 'Stop {name}?',
  }),
  restartTitle: defineMessage<{ name: string }>({
    id: 'apps.action.restart.title',
    defaultMessage: 'Restart {name}?',
  }),
  suspendTitle: defineMessage<{ name: string }>({
    id: 'apps.action.suspend.title',
    defaultMessage: 'Suspend {name}?',
  }),
  resumeTitle: defineMessage<{ name: string }>({
    id: 'apps.action.resume.title',
    defaultMessage: 'Resume {name}?',
  }),
  snapshotTitle: defineMessage<{ name: string }>({
    id: 'apps.action.snapshot.title',
    defaultMessage: 'Take a snapshot of {name}?',
  }),
  uninstallTitle: defineMessage<{ name: string }>({
    id: 'apps.action.uninstall.title',
    defaultMessage: 'Uninstall {name}?',
  }),
  startContent: {
    id: 'apps.action.start.content',
    defaultMessage: 'The app starts on its device.',
  },
  stopContent: {
    id: 'apps.action.stop.content',
    defaultMessage:
      'The app stops: whoever uses or rents it loses access until you start it again.',
  },
  restartContent: {
    id: 'apps.action.restart.content',
    defaultMessage: 'The app restarts; it is briefly unavailable.',
  },
  suspendContent: {
    id: 'apps.action.suspend.content',
    defaultMessage: 'The app pauses and keeps its state until you resume it.',
  },
  resumeContent: {
    id: 'apps.action.resume.content',
    defaultMessage: 'The app continues where it was suspended.',
  },
  snapshotContent: {
    id: 'apps.action.snapshot.content',
    defaultMessage: 'The device saves a snapshot of the app as it is now.',
  },
  uninstallContent: {
    id: 'apps.action.uninstall.content',
    defaultMessage:
      'The app and its data are removed from the device for good. This cannot be undone.',
  },
  startDone: defineMessage<{ name: string }>({
    id: 'apps.action.start.done',
    defaultMessage: 'Starting {name}…',
  }),
  stopDone: defineMessage<{ name: string }>({
    id: 'apps.action.stop.done',
    defaultMessage: 'Stopping {name}…',
  }),
  restartDone: defineMessage<{ name: string }>({
    id: 'apps.action.restart.done',
    defaultMessage: 'Restarting {name}…',
  }),
  suspendDone: defineMessage<{ name: string }>({
    id: 'apps.action.suspend.done',
    defaultMessage: 'Suspending {name}…',
  }),
  resumeDone: defineMessage<{ name: string }>({
    id: 'apps.action.resume.done',
    defaultMessage: 'Resuming {name}…',
  }),
  snapshotDone: defineMessage<{ name: string }>({
    id: 'apps.action.snapshot.done',
    defaultMessage: 'Taking a snapshot of {name}…',
  }),
  uninstallDone: defineMessage<{ name: string }>({
    id: 'apps.action.uninstall.done',
    defaultMessage: 'Uninstalling {name}…',
  }),
});

/** /app-store/:id/config */
export const installMessages = defineMessages({
  pageHeading: defineMessage<{ name: string }>({
    id: 'apps.install.heading',
    defaultMessage: 'Install {name}',
  }),
  signInText: {
    id: 'apps.install.signIn.text',
    defaultMessage: 'Sign in to install this app on one of your devices.',
  },
  chooseDevice: { id: 'apps.install.device.label', defaultMessage: 'Device' },
  deviceRequired: { id: 'apps.install.device.required', defaultMessage: 'Choose a device' },
  devicesError: {
    id: 'apps.install.device.loadError',
    defaultMessage: 'Your devices could not be loaded',
  },
  noDevices: {
    id: 'apps.install.device.none',
    defaultMessage: 'You have no devices yet. Bind a device to install apps on it.',
  },
  bindDevice: { id: 'apps.install.device.bind', defaultMessage: 'Bind a device' },
  noneQualify: {
    id: 'apps.install.device.noneQualify',
    defaultMessage: 'None of your devices can take this app right now.',
  },
  offline: { id: 'apps.install.reason.offline', defaultMessage: 'The device is offline' },
  notOnline: defineMessage<{ status: string }>({
    id: 'apps.install.reason.notOnline',
    defaultMessage: 'The device is not online ({status})',
  }),
  alreadyInstalled: {
    id: 'apps.install.reason.installed',
    defaultMessage: 'Already installed on this device',
  },
  shortfall: defineMessage<{ resource: string; required: string; available: string }>({
    id: 'apps.install.reason.shortfall',
    defaultMessage: '{resource}: needs {required}, has {available}',
  }),
  gpuMemory: { id: 'apps.install.resource.gpuMemory', defaultMessage: 'GPU memory' },
  settings: { id: 'apps.install.settings', defaultMessage: 'Settings' },
  noSettings: { id: 'apps.install.settings.none', defaultMessage: 'This app needs no settings.' },
  startAfterInstall: {
    id: 'apps.install.startAfterInstall',
    defaultMessage: 'Start after install',
  },
  submit: { id: 'apps.install.submit', defaultMessage: 'Install' },
  progressTitle: defineMessage<{ name: string; device: string }>({
    id: 'apps.install.progress.title',
    defaultMessage: 'Installing {name} on {device}',
  }),
  progressText: {
    id: 'apps.install.progress.text',
    defaultMessage:
      'This usually takes a few seconds. You may leave this page; the install goes on.',
  },
  runningTitle: defineMessage<{ name: string }>({
    id: 'apps.install.running.title',
    defaultMessage: '{name} is running',
  }),
  installedTitle: defineMessage<{ name: string }>({
    id: 'apps.install.installed.title',
    defaultMessage: '{name} is installed',
  }),
  installFailedTitle: defineMessage<{ name: string }>({
    id: 'apps.install.failed.title',
    defaultMessage: '{name} could not be installed',
  }),
  startFailedTitle: defineMessage<{ name: string }>({
    id: 'apps.install.startFailed.title',
    defaultMessage: '{name} is installed but could not start',
  }),
  settledTitle: defineMessage<{ name: string; status: string }>({
    id: 'apps.install.settled.title',
    defaultMessage: '{name}: {status}',
  }),
  progressLabel: { id: 'apps.install.progress.label', defaultMessage: 'Install progress' },
});

/** The install form generated from an app's config_schema. */
export const configMessages = defineMessages({
  required: defineMessage<{ field: string }>({
    id: 'apps.config.required',
    defaultMessage: '{field} is required',
  }),
  minLength: defineMessage<{ limit: number }>({
    id: 'apps.config.minLength',
    defaultMessage: 'Enter at least {limit, plural, one {# character} other {# characters}}',
  }),
  maxLength: defineMessage<{ limit: number }>({
    id: 'apps.config.maxLength',
    defaultMessage: 'Enter at most {limit, plural, one {# character} other {# characters}}',
  }),
  minimum: defineMessage<{ limit: number }>({
    id: 'apps.config.minimum',
    defaultMessage: 'Enter a value of at least {limit, number}',
  }),
  maximum: defineMessage<{ limit: number }>({
    id: 'apps.config.maximum',
    defaultMessage: 'Enter a value of at most {limit, number}',
  }),
  integer: { id: 'apps.config.integer', defaultMessage: 'Enter a whole number' },
  pattern: {
    id: 'apps.config.pattern',
    defaultMessage: 'The value does not have the expected format',
  },
  choose: { id: 'apps.config.choose', defaultMessage: 'Choose a value' },
});

/** /app */
export const listMessages = defineMessages({
  searchPlaceholder: {
    id: 'apps.list.search',
    defaultMessage: 'Search by app or device name',
  },
  statusFilter: { id: 'apps.list.filter.status', defaultMessage: 'Status' },
  typeFilter: { id: 'apps.list.filter.type', defaultMessage: 'Type' },
  signInText: {
    id: 'apps.list.signIn.text',
    defaultMessage: 'Sign in to see the apps on your devices.',
  },
  empty: {
    id: 'apps.list.empty',
    defaultMessage: 'You have no apps installed yet. Find one in the app store.',
  },
  browseStore: { id: 'apps.list.browseStore', defaultMessage: 'Browse the app store' },
  noMatch: { id: 'apps.list.noMatch', defaultMessage: 'No apps match' },
  total: defineMessage<{ count: number }>({
    id: 'apps.list.total',
    defaultMessage: '{count, plural, one {# app} other {# apps}}',
  }),
  details: { id: 'apps.list.details', defaultMessage: 'Details' },
  aiApi: { id: 'apps.list.aiApi', defaultMessage: 'AI API' },
  links: { id: 'apps.list.links', defaultMessage: 'Open' },
  deviceApps: { id: 'apps.list.deviceApps', defaultMessage: 'Apps' },
  deviceAppsEmpty: {
    id: 'apps.list.deviceApps.empty',
    defaultMessage: 'No apps are installed on this device yet.',
  },
  installApp: { id: 'apps.list.installApp', defaultMessage: 'Install an app' },
  openPage: { id: 'apps.list.openPage', defaultMessage: 'App page' },
  memberEmpty: {
    id: 'apps.list.memberEmpty',
    defaultMessage:
      'Your company administrator allocates apps to you. None are allocated to you yet.',
  },
});

/** /app/:id: one app's page for its owner and for a company member it is allocated to. */
export const appPageMessages = defineMessages({
  manage: { id: 'apps.page.manage', defaultMessage: 'Sharing, settings and activity' },
  memberNote: {
    id: 'apps.page.memberNote',
    defaultMessage:
      'Your company administrator manages this app. You can start and stop it and reach it with your own access.',
  },
});

/** /devices/apps/:id */
export const detailsMessages = defineMessages({
  overview: { id: 'apps.details.overview', defaultMessage: 'Overview' },
  startAfterInstall: {
    id: 'apps.details.startAfterInstall',
    defaultMessage: 'Start after install',
  },
  actions: { id: 'apps.details.actions', defaultMessage: 'Actions' },
  noActions: {
    id: 'apps.details.actions.none',
    defaultMessage: 'Nothing can be done in this status; it changes by itself.',
  },
  uninstalled: {
    id: 'apps.details.uninstalled',
    defaultMessage: 'This app has been uninstalled from its device.',
  },
  log: { id: 'apps.details.log', defaultMessage: 'Activity' },
  logEmpty: { id: 'apps.details.log.empty', defaultMessage: 'No activity yet' },
  time: { id: 'apps.details.log.time', defaultMessage: 'Time' },
  change: { id: 'apps.details.log.change', defaultMessage: 'Status' },
  reason: { id: 'apps.details.log.reason', defaultMessage: 'Reason' },
  actor: { id: 'apps.details.log.actor', defaultMessage: 'By' },
  system: { id: 'apps.details.log.system', defaultMessage: 'System' },
  config: { id: 'apps.details.config', defaultMessage: 'Settings' },
  noConfig: { id: 'apps.details.config.none', defaultMessage: 'No settings' },
  sharing: { id: 'apps.details.sharing', defaultMessage: 'Sharing' },
  onMarket: { id: 'apps.details.onMarket', defaultMessage: 'See its listing on the market' },
  rentableAutopilot: {
    id: 'apps.details.rentable.autopilot',
    defaultMessage:
      'Set by the system in autopilot: rentable while the app runs on an online device.',
  },
  rentableDedicated: {
    id: 'apps.details.rentable.dedicated',
    defaultMessage: 'A dedicated app is never rented out.',
  },
  priceRequired: {
    id: 'apps.details.price.required',
    defaultMessage: 'Set a price above 0 to rent the app out',
  },
  priceRange: defineMessage<{ max: number }>({
    id: 'apps.details.price.range',
    defaultMessage: 'Enter a price from 0 to {max, number}',
  }),
  save: { id: 'apps.details.save', defaultMessage: 'Save' },
  priceSplit: defineMessage<{ percent: string; fee: string; income: string }>({
    id: 'apps.details.priceSplit',
    defaultMessage:
      'Of each hour, the platform keeps {percent} ({fee} coins); you receive {income} coins.',
  }),
  saved: { id: 'apps.details.saved', defaultMessage: 'Sharing settings saved' },
});

/** The SSH card of an installed app. */
export const sshMessages = defineMessages({
  title: { id: 'apps.ssh.title', defaultMessage: 'SSH access' },
  intro: {
    id: 'apps.ssh.intro',
    defaultMessage: 'Connect to the app with the private key made for it. Keep the key secret.',
  },
  unavailable: {
    id: 'apps.ssh.unavailable',
    defaultMessage: 'SSH access is available once the app is installed.',
  },
  show: { id: 'apps.ssh.show', defaultMessage: 'Show' },
  hide: { id: 'apps.ssh.hide', defaultMessage: 'Hide' },
  command: { id: 'apps.ssh.command', defaultMessage: 'Command' },
  address: { id: 'apps.ssh.address', defaultMessage: 'Address' },
  noAddress: { id: 'apps.ssh.address.none', defaultMessage: 'Not known yet' },
  overlay: { id: 'apps.ssh.overlay', defaultMessage: 'Overlay address' },
  port: { id: 'apps.ssh.port', defaultMessage: 'Port' },
  username: { id: 'apps.ssh.username', defaultMessage: 'User name' },
  privateKey: { id: 'apps.ssh.privateKey', defaultMessage: 'Private key' },
  download: { id: 'apps.ssh.download', defaultMessage: 'Download private key' },
  copyKey: { id: 'apps.ssh.copyKey', defaultMessage: 'Copy private key' },
  keyHint: defineMessage<{ file: string }>({
    id: 'apps.ssh.keyHint',
    defaultMessage: 'Save it as {file} and run chmod 600 {file} before connecting.',
  }),
});

/** An app a box's agent runs behind its gateway. */
export const gatewayMessages = defineMessages({
  title: { id: 'apps.gateway.title', defaultMessage: 'Open in the browser' },
  intro: {
    id: 'apps.gateway.intro',
    defaultMessage:
      "The app is reached through its box's gateway with a key. Keep the key secret: it opens the app.",
  },
  show: { id: 'apps.gateway.show', defaultMessage: 'Show' },
  hide: { id: 'apps.gateway.hide', defaultMessage: 'Hide' },
  address: { id: 'apps.gateway.address', defaultMessage: 'Address' },
  apiKey: { id: 'apps.gateway.apiKey', defaultMessage: 'Key' },
  open: { id: 'apps.gateway.open', defaultMessage: 'Open the app' },
});

/** The AI API of an AI compute or AI server app (card and page). */
export const aiMessages = defineMessages({
  title: { id: 'apps.ai.title', defaultMessage: 'AI API' },
  intro: {
    id: 'apps.ai.intro',
    defaultMessage: 'Call the models this app serves with any OpenAI-compatible client.',
  },
  unavailable: {
    id: 'apps.ai.unavailable',
    defaultMessage: 'The AI API is available once the app is installed.',
  },
  loadError: { id: 'apps.ai.loadError', defaultMessage: 'The AI API could not be loaded' },
  baseUrl: { id: 'apps.ai.baseUrl', defaultMessage: 'Base URL' },
  apiKey: { id: 'apps.ai.apiKey', defaultMessage: 'API key' },
  showKey: { id: 'apps.ai.showKey', defaultMessage: 'Show key' },
  hideKey: { id: 'apps.ai.hideKey', defaultMessage: 'Hide key' },
  rotatedAt: { id: 'apps.ai.rotatedAt', defaultMessage: 'Key made' },
  rotate: { id: 'apps.ai.rotate', defaultMessage: 'Rotate key' },
  rotateTitle: { id: 'apps.ai.rotate.title', defaultMessage: 'Rotate the API key?' },
  rotateContent: {
    id: 'apps.ai.rotate.content',
    defaultMessage:
      'A new key is made. The current key stops working once the device applies the new one, so programs using it need the new key.',
  },
  rotated: { id: 'apps.ai.rotated', defaultMessage: 'A new API key was made' },
  example: { id: 'apps.ai.example', defaultMessage: 'Example call' },
  exampleHint: {
    id: 'apps.ai.example.hint',
    defaultMessage: 'Replace the model name with one the app serves.',
  },
  curl: { id: 'apps.ai.example.curl', defaultMessage: 'curl' },
  python: { id: 'apps.ai.example.python', defaultMessage: 'Python (openai)' },
  exampleMessage: { id: 'apps.ai.example.message', defaultMessage: 'Hello!' },
  notAi: { id: 'apps.ai.notAi', defaultMessage: 'This app has no AI API' },
});

/** The lite-app space card. */
export const liteSpaceMessages = defineMessages({
  title: { id: 'apps.liteSpace.title', defaultMessage: 'Lite-app space' },
  intro: {
    id: 'apps.liteSpace.intro',
    defaultMessage: 'The lite apps of this device share this space.',
  },
  status: { id: 'apps.liteSpace.status', defaultMessage: 'Power' },
  running: { id: 'apps.liteSpace.running', defaultMessage: 'On' },
  stopped: { id: 'apps.liteSpace.stopped', defaultMessage: 'Off' },
  size: { id: 'apps.liteSpace.size', defaultMessage: 'Size' },
  used: { id: 'apps.liteSpace.used', defaultMessage: 'Used by apps' },
  usedValue: defineMessage<{ used: string; size: string }>({
    id: 'apps.liteSpace.usedValue',
    defaultMessage: '{used} of {size}',
  }),
  deviceDisk: { id: 'apps.liteSpace.deviceDisk', defaultMessage: 'Device disk' },
  rentableLock: defineMessage<{ count: number }>({
    id: 'apps.liteSpace.rentableLock',
    defaultMessage:
      '{count, plural, one {# lite app in it is} other {# lite apps in it are}} rentable: the space cannot be resized or powered off meanwhile.',
  }),
  resize: { id: 'apps.liteSpace.resize', defaultMessage: 'Resize' },
  resizeTitle: { id: 'apps.liteSpace.resize.title', defaultMessage: 'Resize the lite-app space' },
  sizeLabel: { id: 'apps.liteSpace.resize.label', defaultMessage: 'Size (GB)' },
  sizeRange: defineMessage<{ min: string; max: string }>({
    id: 'apps.liteSpace.resize.range',
    defaultMessage: 'Enter a size from {min} to {max} GB',
  }),
  resized: { id: 'apps.liteSpace.resized', defaultMessage: 'Lite-app space resized' },
  powerOn: { id: 'apps.liteSpace.powerOn', defaultMessage: 'Power on' },
  powerOff: { id: 'apps.liteSpace.powerOff', defaultMessage: 'Power off' },
  powerOnTitle: {
    id: 'apps.liteSpace.powerOn.title',
    defaultMessage: 'Power on the lite-app space?',
  },
  powerOffTitle: {
    id: 'apps.liteSpace.powerOff.title',
    defaultMessage: 'Power off the lite-app space?',
  },
  powerOnContent: {
    id: 'apps.liteSpace.powerOn.content',
    defaultMessage: 'Its lite apps can be started again.',
  },
  powerOffContent: {
    id: 'apps.liteSpace.powerOff.content',
    defaultMessage: 'Every lite app running in it stops until you power it on again.',
  },
  poweredOn: { id: 'apps.liteSpace.poweredOn', defaultMessage: 'Lite-app space powered on' },
  poweredOff: { id: 'apps.liteSpace.poweredOff', defaultMessage: 'Lite-app space powered off' },
});
