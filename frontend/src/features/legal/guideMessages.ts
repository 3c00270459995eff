import { defineMessages } from 'react-intl';

/** The user guide (`/guide`): one message a paragraph or step, and the pages it leads to. */
export const guideMessages = defineMessages({
  intro: {
    id: 'legal.guide.intro',
    defaultMessage:
      'A walk through Z Compute for a new user, from your account to your first device, app, rental and company. Each part ends with links to the pages it talks about.',
  },

  startTitle: { id: 'legal.guide.start.title', defaultMessage: 'Create your account' },
  start1: {
    id: 'legal.guide.start.1',
    defaultMessage:
      'Choose Sign up and enter a user name (3-50 characters), your e-mail address and a password of 10-15 characters with at least one letter (A-Z) and one digit, then accept the terms.',
  },
  start2: {
    id: 'legal.guide.start.2',
    defaultMessage:
      'Open the link in the e-mail we send to verify your address. Until then the account cannot add a phone number, WeChat or a password.',
  },
  start3: {
    id: 'legal.guide.start.3',
    defaultMessage:
      'Or sign in with a code sent to your phone: the first time, that creates your account.',
  },
  startLanguage: {
    id: 'legal.guide.start.language',
    defaultMessage: 'Switch between 中文 and English with the globe button at the top of a page.',
  },
  signUp: { id: 'legal.guide.link.signUp', defaultMessage: 'Sign up' },

  bindTitle: { id: 'legal.guide.bind.title', defaultMessage: 'Bind a device' },
  bind1: {
    id: 'legal.guide.bind.1',
    defaultMessage:
      'Connect your Z-BOX or P-BOX to power and the network. Its agent registers it with the service by itself.',
  },
  bind2: {
    id: 'legal.guide.bind.2',
    defaultMessage:
      'Open My devices and choose Bind a box. Enter the 12-character device ID printed on the box’s label; dashes and case do not matter.',
  },
  bind3: {
    id: 'legal.guide.bind.3',
    defaultMessage:
      'The box joins your list and shows online once its agent reports. Open its details to rename it or to set its location, which places it on the nearby map, rounded to about 1 km.',
  },
  bindCloud: {
    id: 'legal.guide.bind.cloud',
    defaultMessage:
      'No box? Create a Z-CLOUD machine on My devices: pick a plan, and it is billed per hour from your wallet while it exists.',
  },
  bindLink: { id: 'legal.guide.link.bind', defaultMessage: 'Bind a box' },
  devicesLink: { id: 'legal.guide.link.devices', defaultMessage: 'My devices' },

  installTitle: { id: 'legal.guide.install.title', defaultMessage: 'Install an app' },
  install1: {
    id: 'legal.guide.install.1',
    defaultMessage: 'Open the App store and choose an app.',
  },
  install2: {
    id: 'legal.guide.install.2',
    defaultMessage:
      'Choose Install and pick one of your devices. A device that cannot take the app says why: not enough memory, offline, and so on.',
  },
  install3: {
    id: 'legal.guide.install.3',
    defaultMessage:
      'Fill in the app’s settings and confirm. The app downloads, installs and starts; it is usually running within a minute or two.',
  },
  install4: {
    id: 'legal.guide.install.4',
    defaultMessage:
      'My apps lists your apps: start and stop them, and open one for its SSH access or its AI API key.',
  },
  storeLink: { id: 'legal.guide.link.store', defaultMessage: 'App store' },
  myAppsLink: { id: 'legal.guide.link.myApps', defaultMessage: 'My apps' },

  shareTitle: { id: 'legal.guide.share.title', defaultMessage: 'Share an app and earn' },
  share1: {
    id: 'legal.guide.share.1',
    defaultMessage:
      'On an installed app’s page, choose its sharing mode: Manual (you decide whether it is rentable and at what price per hour), Autopilot (the system rents it out whenever it runs on an online device) or Dedicated (for your own use only).',
  },
  share2: {
    id: 'legal.guide.share.2',
    defaultMessage:
      'A rentable, running app is listed in the market and on the nearby map. Renters pay by the second; what they pay, less the platform fee, reaches your wallet as income. Setting changes take up to 10 minutes to apply.',
  },
  share3: {
    id: 'legal.guide.share.3',
    defaultMessage:
      'Stopping the app, taking it off the market or unbinding its device ends a rental, so keep it running while someone rents it.',
  },

  rentTitle: { id: 'legal.guide.rent.title', defaultMessage: 'Rent from others' },
  rent1: {
    id: 'legal.guide.rent.1',
    defaultMessage:
      'Browse the Market or Nearby: filter by GPU, video memory, tier and price, and sort by price, reliability or distance.',
  },
  rent2: {
    id: 'legal.guide.rent.2',
    defaultMessage:
      'Open a listing and choose Rent. One billing period is held from your wallet, and you get your own access to the app.',
  },
  rent3: {
    id: 'legal.guide.rent.3',
    defaultMessage:
      'End the rental on My orders when you are done. You pay for the time used; the rest of the hold comes back.',
  },
  marketLink: { id: 'legal.guide.link.market', defaultMessage: 'Market' },
  ordersLink: { id: 'legal.guide.link.orders', defaultMessage: 'My orders' },

  walletTitle: { id: 'legal.guide.wallet.title', defaultMessage: 'Your wallet' },
  wallet1: {
    id: 'legal.guide.wallet.1',
    defaultMessage:
      'The Wallet page shows what is available, what is reserved (held for rentals and cloud machines) and your balance, with the last 30 days’ spending.',
  },
  wallet2: {
    id: 'legal.guide.wallet.2',
    defaultMessage:
      'To add coins, open Deposit, choose an amount and a payment method and pay on the provider’s page; the coins arrive as soon as the provider confirms. Transactions lists every movement and exports it as CSV, and the low-balance notice tells you before you run out.',
  },
  walletLink: { id: 'legal.guide.link.wallet', defaultMessage: 'Wallet' },
  depositLink: { id: 'legal.guide.link.deposit', defaultMessage: 'Deposit' },

  demandsTitle: { id: 'legal.guide.demands.title', defaultMessage: 'Demands and orders' },
  demands1: {
    id: 'legal.guide.demands.1',
    defaultMessage:
      'Need something the market does not offer? Place an order: the GPUs, video memory, CPU cores, memory, disk and tier you need, optionally an app and a distance, the most you pay per hour and for how many hours. It appears on the Demands board.',
  },
  demands2: {
    id: 'legal.guide.demands.2',
    defaultMessage:
      'Providers offer a running app, or a device that will install the app, and each offer is checked against your requirements. Accept the one you like: your first billing period is held and the rental starts as soon as the app runs. Follow it on My orders.',
  },
  demands3: {
    id: 'legal.guide.demands.3',
    defaultMessage:
      'As a provider, find demands on the board and offer one of your apps or devices.',
  },
  placeOrderLink: { id: 'legal.guide.link.placeOrder', defaultMessage: 'Place an order' },
  boardLink: { id: 'legal.guide.link.board', defaultMessage: 'Demands board' },

  companiesTitle: { id: 'legal.guide.companies.title', defaultMessage: 'Companies' },
  companies1: {
    id: 'legal.guide.companies.1',
    defaultMessage:
      'Create a company on My company (a name of 3-50 characters), then switch to it with your name at the top of the page. As its owner you invite people by e-mail or phone, accept applications, bind devices and install apps for the company and allocate them to members. Your own wallet pays for the company.',
  },
  companies2: {
    id: 'legal.guide.companies.2',
    defaultMessage:
      'To join a company, accept an invitation, or apply with its ID (XXXXX-XXXXX) and wait for the owner. Members find what is allocated to them on My apps, with their own access.',
  },
  companiesLink: { id: 'legal.guide.link.companies', defaultMessage: 'My company' },

  friendsTitle: { id: 'legal.guide.friends.title', defaultMessage: 'Friends and messages' },
  friends1: {
    id: 'legal.guide.friends.1',
    defaultMessage:
      'Add friends by user name, e-mail address or phone number and give them aliases and tags. Notices about rentals, orders, friends and companies arrive in Messages, behind the bell at the top.',
  },
  friendsLink: { id: 'legal.guide.link.friends', defaultMessage: 'Friends' },

  accountTitle: { id: 'legal.guide.account.title', defaultMessage: 'Your account' },
  account1: {
    id: 'legal.guide.account.1',
    defaultMessage:
      'On the Account page you change your name, avatar and password, link a phone number, an e-mail address or WeChat, and delete the account. Changing how you sign in asks for your password again.',
  },
  accountLink: { id: 'legal.guide.link.account', defaultMessage: 'Account' },
});
