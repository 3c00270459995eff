import { defineMessage, defineMessages } from 'react-intl';

type AmountValues = { amount: string };

/** Renting from a listing's page. */
export const rentMessages = defineMessages({
  rent: { id: 'rentals.rent', defaultMessage: 'Rent' },
  signInToRent: { id: 'rentals.rent.signIn', defaultMessage: 'Sign in to rent' },
  companyCannotRent: {
    id: 'rentals.rent.company',
    defaultMessage:
      'A company identity cannot rent apps. Switch to your personal identity to rent.',
  },
  memberCannotRent: {
    id: 'rentals.rent.member',
    defaultMessage: 'Company members cannot rent apps. Switch to your personal identity to rent.',
  },
  busyText: {
    id: 'rentals.rent.busy',
    defaultMessage: 'Someone is renting this app right now; come back later or try another one.',
  },
  dialogTitle: defineMessage<{ name: string }>({
    id: 'rentals.rent.title',
    defaultMessage: 'Rent {name}',
  }),
  price: { id: 'rentals.rent.price', defaultMessage: 'Price' },
  pricePerHour: defineMessage<AmountValues>({
    id: 'rentals.pricePerHour',
    defaultMessage: '{amount} coins / hour',
  }),
  newPricePerHour: defineMessage<AmountValues>({
    id: 'rentals.rent.newPricePerHour',
    defaultMessage: 'Now {amount} coins / hour',
  }),
  firstHold: { id: 'rentals.rent.firstHold', defaultMessage: 'Held now (one billing period)' },
  coins: defineMessage<AmountValues>({ id: 'rentals.coins', defaultMessage: '{amount} coins' }),
  available: { id: 'rentals.rent.available', defaultMessage: 'Your available balance' },
  runway: { id: 'rentals.runway', defaultMessage: 'Runway at this balance' },
  holdNote: {
    id: 'rentals.rent.holdNote',
    defaultMessage:
      'Usage is charged by the second from the hold; each billing period renews it. End the rental at any time on My orders.',
  },
  cannotCover: {
    id: 'rentals.rent.cannotCover',
    defaultMessage: 'Your available balance does not cover one billing period.',
  },
  deposit: { id: 'rentals.rent.deposit', defaultMessage: 'Deposit coins' },
  maxHours: { id: 'rentals.rent.maxHours', defaultMessage: 'End after (hours, optional)' },
  hoursCost: defineMessage<{ hours: number; amount: string }>({
    id: 'rentals.rent.hoursCost',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}} cost {amount} coins.',
  }),
  hoursShort: defineMessage<{ runway: string }>({
    id: 'rentals.rent.hoursShort',
    defaultMessage: 'Your available coins last about {runway}: deposit more to rent that long.',
  }),
  maxHoursRange: defineMessage<{ max: number }>({
    id: 'rentals.rent.maxHoursRange',
    defaultMessage: 'Enter whole hours from 1 to {max}',
  }),
  confirm: { id: 'rentals.rent.confirm', defaultMessage: 'Rent now' },
});

/** Lengths of time. */
export const durationMessages = defineMessages({
  hoursMinutes: defineMessage<{ hours: number; minutes: number }>({
    id: 'rentals.duration.hoursMinutes',
    defaultMessage: '{hours} h {minutes} min',
  }),
  minutesSeconds: defineMessage<{ minutes: number; seconds: number }>({
    id: 'rentals.duration.minutesSeconds',
    defaultMessage: '{minutes} min {seconds} s',
  }),
});

/** `/my-orders`. */
export const ordersMessages = defineMessages({
  asRenter: { id: 'rentals.orders.asRenter', defaultMessage: 'Rented by me' },
  asProvider: { id: 'rentals.orders.asProvider', defaultMessage: 'Rented from me' },
  statusFilter: { id: 'rentals.orders.statusFilter', defaultMessage: 'Any state' },
  status: { id: 'rentals.orders.status', defaultMessage: 'State' },
  app: { id: 'rentals.orders.app', defaultMessage: 'App' },
  provider: { id: 'rentals.orders.provider', defaultMessage: 'Provider' },
  renter: { id: 'rentals.orders.renter', defaultMessage: 'Renter' },
  started: { id: 'rentals.orders.started', defaultMessage: 'Started' },
  since: { id: 'rentals.orders.since', defaultMessage: 'Since' },
  charged: { id: 'rentals.orders.charged', defaultMessage: 'Charged' },
  cost: { id: 'rentals.orders.cost', defaultMessage: 'Used so far, charged period by period' },
  movements: { id: 'rentals.orders.movements', defaultMessage: 'Its movements in the wallet' },
  income: { id: 'rentals.orders.income', defaultMessage: 'Income so far' },
  about: defineMessage<{ amount: string }>({
    id: 'rentals.orders.about',
    defaultMessage: 'about {amount} coins',
  }),
  runway: { id: 'rentals.orders.runway', defaultMessage: 'Runway' },
  reason: { id: 'rentals.orders.reason', defaultMessage: 'Why it ended' },
  notStarted: { id: 'rentals.orders.notStarted', defaultMessage: 'Not started' },
  open: { id: 'rentals.orders.open', defaultMessage: 'Details' },
  empty: { id: 'rentals.orders.empty', defaultMessage: 'No rentals yet' },
  noMatch: { id: 'rentals.orders.noMatch', defaultMessage: 'No rentals in this state' },
  loadError: { id: 'rentals.orders.loadError', defaultMessage: 'Your rentals could not be loaded' },
  rentalLoadError: {
    id: 'rentals.orders.rentalLoadError',
    defaultMessage: 'This rental could not be loaded',
  },
  charges: { id: 'rentals.orders.charges', defaultMessage: 'Charges per billing period' },
  period: defineMessage<{ number: number }>({
    id: 'rentals.orders.period',
    defaultMessage: 'Period {number}',
  }),
  refunded: { id: 'rentals.orders.refunded', defaultMessage: 'Refunded' },
  noCharges: { id: 'rentals.orders.noCharges', defaultMessage: 'Nothing charged yet' },
  end: { id: 'rentals.orders.end', defaultMessage: 'End rental' },
  endTitle: { id: 'rentals.orders.endTitle', defaultMessage: 'End this rental?' },
  endContent: {
    id: 'rentals.orders.endContent',
    defaultMessage:
      'The time so far is charged, the rest of the hold is released and your access stops at once.',
  },
  cancel: { id: 'rentals.orders.cancel', defaultMessage: 'Cancel' },
  access: { id: 'rentals.access.title', defaultMessage: 'Your access' },
  accessLoadError: {
    id: 'rentals.access.loadError',
    defaultMessage: 'Your access could not be loaded',
  },
  retry: { id: 'rentals.retry', defaultMessage: 'Try again' },
  baseUrl: { id: 'rentals.access.baseUrl', defaultMessage: 'Base URL' },
  apiKey: { id: 'rentals.access.apiKey', defaultMessage: 'API key' },
  showKey: { id: 'rentals.access.showKey', defaultMessage: 'Show key' },
  hideKey: { id: 'rentals.access.hideKey', defaultMessage: 'Hide key' },
  host: { id: 'rentals.access.host', defaultMessage: 'Host' },
  overlay: { id: 'rentals.access.overlay', defaultMessage: 'Overlay address' },
  user: { id: 'rentals.access.user', defaultMessage: 'User' },
  privateKey: { id: 'rentals.access.privateKey', defaultMessage: 'Private key' },
  appAddress: { id: 'rentals.access.appAddress', defaultMessage: 'App address' },
  openApp: { id: 'rentals.access.openApp', defaultMessage: 'Open the app' },
  gatewayHint: {
    id: 'rentals.access.gatewayHint',
    defaultMessage:
      'The button opens the app in your browser with your key. API clients send the key in the Authorization header, after "Bearer ".',
  },
});

/** Every state of a rental, as the person reads it. */
export const statusMessages = defineMessages({
  pre_rental_ongoing: { id: 'rentals.status.preOngoing', defaultMessage: 'Opening access' },
  pre_rental_failed: { id: 'rentals.status.preFailed', defaultMessage: 'Could not start' },
  rental_ongoing: { id: 'rentals.status.ongoing', defaultMessage: 'Ongoing' },
  rental_failed: { id: 'rentals.status.failed', defaultMessage: 'App failed' },
  post_rental_ongoing: { id: 'rentals.status.postOngoing', defaultMessage: 'Ending' },
  post_rental_failed: { id: 'rentals.status.postFailed', defaultMessage: 'Ending (retrying)' },
  end_rental_ongoing: { id: 'rentals.status.endOngoing', defaultMessage: 'Settling' },
  end_rental_failed: { id: 'rentals.status.endFailed', defaultMessage: 'Settling (retrying)' },
  ended: { id: 'rentals.status.ended', defaultMessage: 'Ended' },
});

export const earningsMessages = defineMessages({
  title: { id: 'rentals.earnings.title', defaultMessage: 'Rentals' },
  current: { id: 'rentals.earnings.current', defaultMessage: 'Rented now by' },
  notRented: { id: 'rentals.earnings.notRented', defaultMessage: 'Not rented now' },
  since: { id: 'rentals.earnings.since', defaultMessage: 'Since' },
  income: { id: 'rentals.earnings.income', defaultMessage: 'Income earned' },
  count: { id: 'rentals.earnings.count', defaultMessage: 'Rentals so far' },
  open: { id: 'rentals.earnings.open', defaultMessage: 'See in my orders' },
  loadError: {
    id: 'rentals.earnings.loadError',
    defaultMessage: "This app's rentals could not be loaded",
  },
});
