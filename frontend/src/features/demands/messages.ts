import { defineMessage, defineMessages } from 'react-intl';

type AmountValues = { amount: string };
type RangeValues = { min: number; max: number };

/** `/on-demand/place-an-order`. */
export const placeMessages = defineMessages({
  intro: {
    id: 'demands.place.intro',
    defaultMessage:
      'Say what you need: providers whose devices or apps fit take it, and you choose the offer.',
  },
  what: { id: 'demands.place.what', defaultMessage: 'What you need' },
  where: { id: 'demands.place.where', defaultMessage: 'Where (optional)' },
  whereHelp: {
    id: 'demands.place.whereHelp',
    defaultMessage: 'Choose a point to accept only devices within a distance of it.',
  },
  terms: { id: 'demands.place.terms', defaultMessage: 'Price and duration' },
  name: { id: 'demands.place.name', defaultMessage: 'Name' },
  namePlaceholder: {
    id: 'demands.place.namePlaceholder',
    defaultMessage: 'e.g. Fine-tune a 7B model',
  },
  gpuCount: { id: 'demands.place.gpuCount', defaultMessage: 'GPUs' },
  gpuModel: { id: 'demands.place.gpuModel', defaultMessage: 'GPU model (a remark)' },
  gpuModelPlaceholder: {
    id: 'demands.place.gpuModelPlaceholder',
    defaultMessage: 'e.g. RTX 4090 or better',
  },
  vram: { id: 'demands.place.vram', defaultMessage: 'Video memory per GPU (GB)' },
  cpuCores: { id: 'demands.place.cpuCores', defaultMessage: 'CPU cores' },
  memory: { id: 'demands.place.memory', defaultMessage: 'Memory (GB)' },
  disk: { id: 'demands.place.disk', defaultMessage: 'Disk (GB)' },
  tier: { id: 'demands.place.tier', defaultMessage: 'Least tier (optional)' },
  anyTier: { id: 'demands.place.anyTier', defaultMessage: 'Any tier' },
  app: { id: 'demands.place.app', defaultMessage: 'App to run (optional)' },
  appHelp: {
    id: 'demands.place.appHelp',
    defaultMessage: 'With an app, providers can offer a device and the app is installed for you.',
  },
  anyApp: { id: 'demands.place.anyApp', defaultMessage: 'No particular app' },
  appsError: { id: 'demands.place.appsError', defaultMessage: 'The store could not be read' },
  noPoint: { id: 'demands.place.noPoint', defaultMessage: 'No point: devices anywhere' },
  clearPoint: { id: 'demands.place.clearPoint', defaultMessage: 'Remove the point' },
  maxKm: { id: 'demands.place.maxKm', defaultMessage: 'Within' },
  price: { id: 'demands.place.price', defaultMessage: 'Price per hour, at most (coins)' },
  hours: { id: 'demands.place.hours', defaultMessage: 'Hours' },
  description: { id: 'demands.place.description', defaultMessage: 'Description (optional)' },
  submit: { id: 'demands.place.submit', defaultMessage: 'Publish the demand' },
});

/** The form's checks. */
export const validationMessages = defineMessages({
  nameRequired: { id: 'demands.validation.nameRequired', defaultMessage: 'Enter a name' },
  tooLong: defineMessage<{ max: number }>({
    id: 'demands.validation.tooLong',
    defaultMessage: 'Use at most {max} characters',
  }),
  required: { id: 'demands.validation.required', defaultMessage: 'Enter a value' },
  wholeRange: defineMessage<RangeValues>({
    id: 'demands.validation.wholeRange',
    defaultMessage: 'Enter a whole number from {min} to {max}',
  }),
  numberRange: defineMessage<RangeValues>({
    id: 'demands.validation.numberRange',
    defaultMessage: 'Enter a number from {min} to {max}',
  }),
  price: defineMessage<RangeValues>({
    id: 'demands.validation.price',
    defaultMessage: 'Enter coins from {min} to {max}, with at most two decimals',
  }),
  maxKmRequired: {
    id: 'demands.validation.maxKmRequired',
    defaultMessage: 'Choose a distance from the point',
  },
});

/** `/demands-and-offers`: the board. */
export const boardMessages = defineMessages({
  place: { id: 'demands.board.place', defaultMessage: 'Place an order' },
  gpuFilter: { id: 'demands.board.gpuFilter', defaultMessage: 'GPU model' },
  maxPrice: { id: 'demands.board.maxPrice', defaultMessage: 'Paying at most (coins / hour)' },
  mine: { id: 'demands.board.mine', defaultMessage: 'Mine only' },
  distanceFrom: { id: 'demands.board.distanceFrom', defaultMessage: 'Distance from a point' },
  clearPoint: { id: 'demands.board.clearPoint', defaultMessage: 'Forget the point' },
  name: { id: 'demands.board.name', defaultMessage: 'Demand' },
  needs: { id: 'demands.board.needs', defaultMessage: 'Needs' },
  price: { id: 'demands.board.price', defaultMessage: 'Pays at most' },
  distance: { id: 'demands.board.distance', defaultMessage: 'Distance' },
  distanceKm: defineMessage<{ km: number }>({
    id: 'demands.board.distanceKm',
    defaultMessage: '{km} km',
  }),
  owner: { id: 'demands.board.owner', defaultMessage: 'By' },
  status: { id: 'demands.board.status', defaultMessage: 'State' },
  open: { id: 'demands.board.open', defaultMessage: 'Details' },
  empty: { id: 'demands.board.empty', defaultMessage: 'No open demands yet' },
  noMatch: { id: 'demands.board.noMatch', defaultMessage: 'No demand matches these filters' },
  loadError: { id: 'demands.board.loadError', defaultMessage: 'The demands could not be loaded' },
  total: defineMessage<{ count: number }>({
    id: 'demands.board.total',
    defaultMessage: '{count, plural, one {# demand} other {# demands}}',
  }),
});

/** One demand, opened with `?id=`. */
export const demandMessages = defineMessages({
  loadError: { id: 'demands.demand.loadError', defaultMessage: 'This demand could not be loaded' },
  requirements: { id: 'demands.demand.requirements', defaultMessage: 'Requirements' },
  gpus: defineMessage<{ count: number; vram: string }>({
    id: 'demands.demand.gpus',
    defaultMessage:
      '{count, plural, =0 {No GPU} one {# GPU with {vram}} other {# GPUs with {vram} each}}',
  }),
  gpuModel: { id: 'demands.demand.gpuModel', defaultMessage: 'GPU model' },
  cpu: { id: 'demands.demand.cpu', defaultMessage: 'CPU cores' },
  memory: { id: 'demands.demand.memory', defaultMessage: 'Memory' },
  disk: { id: 'demands.demand.disk', defaultMessage: 'Disk' },
  tier: { id: 'demands.demand.tier', defaultMessage: 'Least tier' },
  app: { id: 'demands.demand.app', defaultMessage: 'App' },
  noApp: { id: 'demands.demand.noApp', defaultMessage: 'Any (offer an installed app)' },
  area: defineMessage<{ km: number; region: string }>({
    id: 'demands.demand.region',
    defaultMessage: 'Within {km} km of {region}',
  }),
  anywhere: { id: 'demands.demand.anywhere', defaultMessage: 'Anywhere' },
  whereLabel: { id: 'demands.demand.where', defaultMessage: 'Where' },
  price: { id: 'demands.demand.price', defaultMessage: 'Pays at most' },
  hours: { id: 'demands.demand.hours', defaultMessage: 'Duration' },
  hoursValue: defineMessage<{ hours: number }>({
    id: 'demands.demand.hoursValue',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
  }),
  expires: { id: 'demands.demand.expires', defaultMessage: 'Open until' },
  owner: { id: 'demands.demand.owner', defaultMessage: 'Published by' },
  description: { id: 'demands.demand.description', defaultMessage: 'Description' },
  offers: { id: 'demands.demand.offers', defaultMessage: 'Offers' },
  myOffers: { id: 'demands.demand.myOffers', defaultMessage: 'My offers' },
  noOffers: { id: 'demands.demand.noOffers', defaultMessage: 'No offers yet' },
  offerBy: defineMessage<{ name: string }>({
    id: 'demands.demand.offerBy',
    defaultMessage: 'Offered by {name}',
  }),
  matching: { id: 'demands.demand.matching', defaultMessage: 'Matching listings' },
  matchingHelp: {
    id: 'demands.demand.matchingHelp',
    defaultMessage: 'Market listings that already fit this demand: rent one right away.',
  },
  noMatching: { id: 'demands.demand.noMatching', defaultMessage: 'No listing fits it right now' },
  withdraw: { id: 'demands.demand.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: { id: 'demands.demand.withdrawTitle', defaultMessage: 'Withdraw this demand?' },
  withdrawContent: {
    id: 'demands.demand.withdrawContent',
    defaultMessage: 'It leaves the board and every waiting offer is declined.',
  },
  accept: { id: 'demands.demand.accept', defaultMessage: 'Accept' },
  acceptTitle: defineMessage<{ name: string }>({
    id: 'demands.demand.acceptTitle',
    defaultMessage: "Accept {name}'s offer?",
  }),
  acceptContent: defineMessage<{ amount: string }>({
    id: 'demands.demand.acceptContent',
    defaultMessage:
      'At {amount} coins an hour, one billing period is held from your balance now; the other offers are declined. The rental starts once the app is ready.',
  }),
  decline: { id: 'demands.demand.decline', defaultMessage: 'Decline' },
  declineTitle: defineMessage<{ name: string }>({
    id: 'demands.demand.declineTitle',
    defaultMessage: "Decline {name}'s offer?",
  }),
  declineContent: {
    id: 'demands.demand.declineContent',
    defaultMessage: 'The provider is told; the demand stays on the board.',
  },
  back: { id: 'demands.demand.back', defaultMessage: 'Keep it' },
  deposit: { id: 'demands.demand.deposit', defaultMessage: 'Deposit coins' },
  takeIt: { id: 'demands.demand.takeIt', defaultMessage: 'Take it' },
});

/** "Take it": offering one of my devices or installed apps. */
export const takeMessages = defineMessages({
  title: defineMessage<{ name: string }>({
    id: 'demands.take.title',
    defaultMessage: 'Take "{name}"',
  }),
  offer: { id: 'demands.take.offer', defaultMessage: 'Offer' },
  what: { id: 'demands.take.what', defaultMessage: 'What you offer' },
  device: { id: 'demands.take.device', defaultMessage: 'One of my devices' },
  deviceHelp: defineMessage<{ app: string }>({
    id: 'demands.take.deviceHelp',
    defaultMessage: '{app} is installed on it for this order.',
  }),
  app: { id: 'demands.take.app', defaultMessage: 'One of my installed apps' },
  chooseDevice: { id: 'demands.take.chooseDevice', defaultMessage: 'Device' },
  chooseApp: { id: 'demands.take.chooseApp', defaultMessage: 'Installed app' },
  chooseRequired: { id: 'demands.take.chooseRequired', defaultMessage: 'Choose one' },
  noDevices: { id: 'demands.take.noDevices', defaultMessage: 'You have no devices' },
  noApps: { id: 'demands.take.noApps', defaultMessage: 'You have no installed apps' },
  pickerError: { id: 'demands.take.pickerError', defaultMessage: 'Your devices could not be read' },
  unsatisfied: { id: 'demands.take.unsatisfied', defaultMessage: 'Not satisfied:' },
  sent: { id: 'demands.take.sent', defaultMessage: 'Your offer is sent; the demander is told.' },
});

/** The orders beside the rentals on `/my-orders`. */
export const ordersMessages = defineMessages({
  placed: { id: 'demands.orders.placed', defaultMessage: 'Orders I placed' },
  taken: { id: 'demands.orders.taken', defaultMessage: 'Orders I took' },
  demand: { id: 'demands.orders.demand', defaultMessage: 'Demand' },
  status: { id: 'demands.orders.status', defaultMessage: 'State' },
  provider: { id: 'demands.orders.provider', defaultMessage: 'Provider' },
  demander: { id: 'demands.orders.demander', defaultMessage: 'Demander' },
  price: { id: 'demands.orders.price', defaultMessage: 'Price' },
  app: { id: 'demands.orders.app', defaultMessage: 'App' },
  device: { id: 'demands.orders.device', defaultMessage: 'Device' },
  pricePerHour: defineMessage<AmountValues>({
    id: 'demands.orders.pricePerHour',
    defaultMessage: '{amount} coins / hour',
  }),
  offeredAt: { id: 'demands.orders.offeredAt', defaultMessage: 'Offered' },
  open: { id: 'demands.orders.open', defaultMessage: 'Details' },
  empty: { id: 'demands.orders.empty', defaultMessage: 'No orders yet' },
  noMatch: { id: 'demands.orders.noMatch', defaultMessage: 'No orders in this state' },
  loadError: { id: 'demands.orders.loadError', defaultMessage: 'Your orders could not be loaded' },
  orderLoadError: {
    id: 'demands.orders.orderLoadError',
    defaultMessage: 'This order could not be loaded',
  },
  reason: { id: 'demands.orders.reason', defaultMessage: 'Why' },
  offeredWith: { id: 'demands.orders.offeredWith', defaultMessage: 'Offered' },
  timeline: { id: 'demands.orders.timeline', defaultMessage: 'Timeline' },
  move: defineMessage<{ from: string; to: string }>({
    id: 'demands.orders.move',
    defaultMessage: '{from} → {to}',
  }),
  rental: { id: 'demands.orders.rental', defaultMessage: 'Open its rental' },
  openDemand: { id: 'demands.orders.openDemand', defaultMessage: 'Open the demand' },
  cancel: { id: 'demands.orders.cancel', defaultMessage: 'Withdraw my offer' },
  cancelTitle: { id: 'demands.orders.cancelTitle', defaultMessage: 'Withdraw this offer?' },
  cancelContent: {
    id: 'demands.orders.cancelContent',
    defaultMessage:
      'The order fails and the demander is told; an app being installed is left as it is.',
  },
});

/** Every state of an order, as the person reads it. */
export const orderStatusMessages = defineMessages({
  pending: { id: 'demands.orderStatus.pending', defaultMessage: 'Waiting for an answer' },
  accepted: { id: 'demands.orderStatus.accepted', defaultMessage: 'Accepted' },
  processing: { id: 'demands.orderStatus.processing', defaultMessage: 'Preparing the app' },
  confirmed: { id: 'demands.orderStatus.confirmed', defaultMessage: 'Confirmed' },
  finished: { id: 'demands.orderStatus.finished', defaultMessage: 'Finished' },
  failed: { id: 'demands.orderStatus.failed', defaultMessage: 'Failed' },
});

/** Every state of a demand. */
export const demandStatusMessages = defineMessages({
  open: { id: 'demands.status.open', defaultMessage: 'Open' },
  taken: { id: 'demands.status.taken', defaultMessage: 'Taken' },
  withdrawn: { id: 'demands.status.withdrawn', defaultMessage: 'Withdrawn' },
  expired: { id: 'demands.status.expired', defaultMessage: 'Expired' },
});
