import { defineMessages } from 'react-intl';

/** The Terms of Use (`/terms`), one message a paragraph or list item. */
export const termsMessages = defineMessages({
  intro: {
    id: 'legal.terms.intro',
    defaultMessage:
      'These terms are the agreement between you and the operator of Z Compute (“we”) for using the service: this website, its mobile pages, the desktop client and the device agents. By creating an account or using the service you accept them; if you act for a company, you accept them for it as well. Please read them together with the Privacy Policy.',
  },

  accountTitle: { id: 'legal.terms.account.title', defaultMessage: 'Your account' },
  account1: {
    id: 'legal.terms.account.1',
    defaultMessage:
      'You must be old enough to make a binding contract where you live. Give a real e-mail address or phone number and keep it current: codes, links and notices go there.',
  },
  account2: {
    id: 'legal.terms.account.2',
    defaultMessage:
      'Keep your password and codes secret. You are responsible for what is done with your account; if you think someone else has used it, change your password at once, which signs out every other session.',
  },
  account3: {
    id: 'legal.terms.account.3',
    defaultMessage:
      'You can delete your account on the Account page once nothing holds it: your devices unbound, your rentals ended, no debt in your wallet and no company left to leave. You may give up a positive balance to delete it anyway.',
  },

  devicesTitle: { id: 'legal.terms.devices.title', defaultMessage: 'Devices and agents' },
  devices1: {
    id: 'legal.terms.devices.1',
    defaultMessage:
      'Bind only devices you own or may lawfully use. A box’s agent registers it with the service, reports its resources, status and usage, and carries out the commands you give (and, during a rental, those the service gives for the renter): installing, starting and stopping apps, and opening or closing access.',
  },
  devices2: {
    id: 'legal.terms.devices.2',
    defaultMessage:
      'You are responsible for the device: its power, its network, the software it runs and the law where it stands. Unbinding a device removes its apps from your account and ends what runs on it for others.',
  },
  devices3: {
    id: 'legal.terms.devices.3',
    defaultMessage:
      'Z-CLOUD machines are created for you by a cloud provider and billed per hour from your wallet while they exist; delete one to stop its charges.',
  },

  appsTitle: { id: 'legal.terms.apps.title', defaultMessage: 'Apps from the store' },
  apps1: {
    id: 'legal.terms.apps.1',
    defaultMessage:
      'Apps in the App store are made by their publishers and come under their own licences, which you accept when you install one. We check what the store lists but cannot promise that an app is free of faults.',
  },
  apps2: {
    id: 'legal.terms.apps.2',
    defaultMessage:
      'Keep your own copies of data that matters: an app, a device or a rental can stop, and removing an app removes its data from the device.',
  },

  sharingTitle: { id: 'legal.terms.sharing.title', defaultMessage: 'Sharing and renting' },
  sharing1: {
    id: 'legal.terms.sharing.1',
    defaultMessage:
      'When you let an app be rented (manual or autopilot sharing), anyone signed in may rent it at the price per hour its listing shows. A rental keeps the price it started with; a change applies to new rentals.',
  },
  sharing2: {
    id: 'legal.terms.sharing.2',
    defaultMessage:
      'As a provider you keep the app running and reachable while it is rented. Stopping, uninstalling or unbinding it, switching it to dedicated or turning rentable off ends the rental. Time while the app or its device is offline is not billed, and a long outage ends the rental.',
  },
  sharing3: {
    id: 'legal.terms.sharing.3',
    defaultMessage:
      'As a renter you get your own access (an SSH user, an API key) for the rental and use it only for lawful work within what the app offers. Your access ends the moment the rental ends.',
  },

  coinsTitle: { id: 'legal.terms.coins.title', defaultMessage: 'Coins and payments' },
  coins1: {
    id: 'legal.terms.coins.1',
    defaultMessage:
      'Coins are a prepaid balance for use inside the service. You buy them with a deposit through the payment provider shown on the Deposit page; they are credited once the provider confirms the payment. Coins cannot be withdrawn, sent to another person or exchanged back for money, except where the law requires a refund.',
  },
  coins2: {
    id: 'legal.terms.coins.2',
    defaultMessage:
      'Rentals and Z-CLOUD machines hold one billing period in advance (shown as reserved) and charge for the time used, by the second, at the hourly price. When nothing more can be held, the rental ends or the machine stops: nothing runs into debt.',
  },
  coins3: {
    id: 'legal.terms.coins.3',
    defaultMessage:
      'A provider receives what renters pay less the platform fee, a percentage set by the operator and shown with every income in the wallet. A mistake is corrected by a new entry in your transactions, never by changing an old one.',
  },

  demandsTitle: { id: 'legal.terms.demands.title', defaultMessage: 'Demands and orders' },
  demands1: {
    id: 'legal.terms.demands.1',
    defaultMessage:
      'A demand describes what you need and the most you pay per hour; it invites offers for a limited time. Accepting an offer holds your first billing period and starts a rental at the offered price for up to the hours you asked for.',
  },
  demands2: {
    id: 'legal.terms.demands.2',
    defaultMessage:
      'An offer must meet the demand’s requirements; the service checks them when the offer is made and again when it is accepted.',
  },

  companiesTitle: { id: 'legal.terms.companies.title', defaultMessage: 'Companies' },
  companies1: {
    id: 'legal.terms.companies.1',
    defaultMessage:
      'A company’s owner pays for it from their own wallet and decides who is a member and what each member may use. Devices bound and apps installed in the company identity belong to the company.',
  },
  companies2: {
    id: 'legal.terms.companies.2',
    defaultMessage:
      'Members use only what is allocated to them, with their own access, which ends when the allocation, the membership or the company ends.',
  },

  conductTitle: { id: 'legal.terms.conduct.title', defaultMessage: 'What is not allowed' },
  conduct1: {
    id: 'legal.terms.conduct.1',
    defaultMessage: 'Do not use the service for any of the following:',
  },
  conductLaw: {
    id: 'legal.terms.conduct.law',
    defaultMessage:
      'breaking the law, or storing or spreading content that infringes the rights of others;',
  },
  conductAttack: {
    id: 'legal.terms.conduct.attack',
    defaultMessage: 'attacking, scanning or overloading other devices, networks or the service;',
  },
  conductSpam: {
    id: 'legal.terms.conduct.spam',
    defaultMessage: 'sending spam or malware, or pretending to be someone else;',
  },
  conductEvade: {
    id: 'legal.terms.conduct.evade',
    defaultMessage: 'getting around billing, limits, access control or another person’s account;',
  },
  conductAccounts: {
    id: 'legal.terms.conduct.accounts',
    defaultMessage:
      'creating accounts automatically or trading them, or using a device or app you may not use.',
  },

  availabilityTitle: {
    id: 'legal.terms.availability.title',
    defaultMessage: 'Availability and changes',
  },
  availability1: {
    id: 'legal.terms.availability.1',
    defaultMessage:
      'Devices are run by their owners and may go offline; the market shows each listing’s uptime so you can choose. We work to keep the service available but do not promise that it is never interrupted.',
  },
  availability2: {
    id: 'legal.terms.availability.2',
    defaultMessage:
      'We may change the service. We announce changes to these terms on this page, with the date above, and in Messages before they take effect; using the service after that means you accept them.',
  },

  liabilityTitle: { id: 'legal.terms.liability.title', defaultMessage: 'Liability' },
  liability1: {
    id: 'legal.terms.liability.1',
    defaultMessage:
      'As far as the law allows, we are not liable for indirect losses, for data kept on devices or for what third-party apps do, and our liability for any claim is limited to the coins you paid us in the three months before it. Nothing in these terms limits rights the law gives you that cannot be limited.',
  },

  endingTitle: { id: 'legal.terms.ending.title', defaultMessage: 'Suspension and ending' },
  ending1: {
    id: 'legal.terms.ending.1',
    defaultMessage:
      'We may suspend or close an account that breaks these terms or puts others at risk, with notice where we can. You may stop using the service at any time. Rentals under way are settled before an account closes: the time used is charged and held coins are released.',
  },

  contactTitle: { id: 'legal.terms.contact.title', defaultMessage: 'Contact and law' },
  contact1: {
    id: 'legal.terms.contact.1',
    defaultMessage:
      'Questions about these terms go to the operator’s support, whose contact details are published where you got the service. These terms are governed by the law of the place where the operator is established.',
  },
});
