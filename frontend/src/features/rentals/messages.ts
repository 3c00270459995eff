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
