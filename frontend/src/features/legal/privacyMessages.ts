import { defineMessages } from 'react-intl';

/**
 * The Privacy Policy (`/privacy`), one message a paragraph or list item. The periods are the
 * server's defaults (`SIGNIN_AUDIT_DAYS`, `OUTBOX_DAYS`, `REFRESH_TOKEN_LIFETIME_DAYS`, the
 * code and link lifetimes; docs/configuration.md): change both together.
 */
export const privacyMessages = defineMessages({
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'This policy says which personal data Z Compute keeps, why, who sees it and for how long; the operator of the service is responsible for it. In short: we keep what running your account, your devices and your wallet needs, show other people only your name and avatar, and delete the rest when it is no longer needed.',
  },

  dataTitle: { id: 'legal.privacy.data.title', defaultMessage: 'What we keep' },
  dataAccount: {
    id: 'legal.privacy.data.account',
    defaultMessage:
      '<b>Your account:</b> your user name, e-mail address (and whether it is verified), phone number and avatar; your password only as a salted hash; if you link WeChat, the identifier and the public profile (nickname, picture, region) WeChat sends us.',
  },
  dataSignIns: {
    id: 'legal.privacy.data.signIns',
    defaultMessage:
      '<b>Sign-ins:</b> for every sign-in and failed attempt, the account typed, the method, the outcome, the time, your network (IP) address and your browser’s name; for every signed-in session, the address and browser it started from.',
  },
  dataCodes: {
    id: 'legal.privacy.data.codes',
    defaultMessage:
      '<b>Codes and links:</b> the codes and links we send, kept only as keyed hashes with the address they went to, and a copy of every SMS and e-mail we send (the outbox), for support.',
  },
  dataDevices: {
    id: 'legal.privacy.data.devices',
    defaultMessage:
      '<b>Devices:</b> each device’s ID, name, resources, status history and usage, and its location if you set one.',
  },
  dataActivity: {
    id: 'legal.privacy.data.activity',
    defaultMessage:
      '<b>Apps and activity:</b> the apps you install and their settings (passwords and keys among them encrypted), your rentals, demands, offers and orders, your friends with their aliases and tags, your companies, and the notifications you receive.',
  },
  dataWallet: {
    id: 'legal.privacy.data.wallet',
    defaultMessage:
      '<b>Your wallet:</b> the ledger of every deposit, charge, income, fee, refund and adjustment, with the payment provider’s reference for each deposit. Card and bank details go to the payment provider, never to us.',
  },

  locationTitle: {
    id: 'legal.privacy.location.title',
    defaultMessage: 'Locations and the nearby map',
  },
  location1: {
    id: 'legal.privacy.location.1',
    defaultMessage:
      'A device’s location is the point you enter for it. You see it as you entered it; everyone else sees it only through the market’s listings and the nearby map, rounded to about 1 km, and every distance is measured from that rounded point.',
  },
  location2: {
    id: 'legal.privacy.location.2',
    defaultMessage:
      'On the nearby pages your own position is used only when you choose “Use my location” or type a point. It is rounded to about 100 m, kept in the page’s address, sent with the search and not stored with your account.',
  },

  useTitle: { id: 'legal.privacy.use.title', defaultMessage: 'Why we use it' },
  useSignIn: {
    id: 'legal.privacy.use.signIn',
    defaultMessage:
      'to sign you in, keep your account safe (limits and lock-outs after failed attempts) and tell you about sign-ins and changes;',
  },
  useService: {
    id: 'legal.privacy.use.service',
    defaultMessage:
      'to run your devices, apps, rentals, demands and companies, and to bill and pay for them;',
  },
  useFind: {
    id: 'legal.privacy.use.find',
    defaultMessage:
      'to let people find you by user name, e-mail address or phone number when they add you as a friend or invite you to a company;',
  },
  useSupport: {
    id: 'legal.privacy.use.support',
    defaultMessage: 'to answer your requests for help and correct mistakes;',
  },
  useLaw: {
    id: 'legal.privacy.use.law',
    defaultMessage: 'to meet legal duties such as keeping accounting records.',
  },
  use1: {
    id: 'legal.privacy.use.1',
    defaultMessage: 'We do not sell personal data and do not use it for advertising.',
  },

  sharingTitle: { id: 'legal.privacy.sharing.title', defaultMessage: 'Who sees it' },
  sharing1: {
    id: 'legal.privacy.sharing.1',
    defaultMessage:
      'Other people see your user name and avatar: your friends, the members of your companies and the other side of a rental or an order. Your e-mail address and phone number are never shown to them; a friend request sent by address shows its sender only what they typed.',
  },
  sharing2: {
    id: 'legal.privacy.sharing.2',
    defaultMessage:
      'A company’s owner sees its members, what is allocated to each of them and the company’s member records.',
  },
  sharing3: {
    id: 'legal.privacy.sharing.3',
    defaultMessage:
      'Service providers act for us and receive only what their task needs: SMS and e-mail delivery, the payment provider, WeChat when you use it and the cloud provider of Z-CLOUD machines. When a map style is configured, the nearby map loads its tiles from the map provider, which sees your network address.',
  },
  sharing4: {
    id: 'legal.privacy.sharing.4',
    defaultMessage:
      'Support staff may look at your account to help you and to correct mistakes; a correction to a wallet is recorded with the staff member and the reason.',
  },

  retentionTitle: { id: 'legal.privacy.retention.title', defaultMessage: 'How long we keep it' },
  retentionAccount: {
    id: 'legal.privacy.retention.account',
    defaultMessage:
      '<b>Account details</b> (name, e-mail address, phone number, avatar, password, WeChat link): while your account exists. Deleting the account erases them at once, gives the account a random name, ends every session and erases your friends, tags, friend requests and notifications.',
  },
  retentionSessions: {
    id: 'legal.privacy.retention.sessions',
    defaultMessage:
      '<b>Sessions</b> with the address and browser they started from: until you sign out or the session expires (after 14 days without use), and one day more.',
  },
  retentionSignIns: {
    id: 'legal.privacy.retention.signIns',
    defaultMessage: '<b>Sign-in records:</b> 180 days.',
  },
  retentionCodes: {
    id: 'legal.privacy.retention.codes',
    defaultMessage:
      '<b>Codes and links:</b> one day after they expire (a code lasts 5 minutes, a link from 1 hour to 3 days). <b>Copies of SMS and e-mail:</b> 30 days.',
  },
  retentionDevices: {
    id: 'legal.privacy.retention.devices',
    defaultMessage:
      '<b>A device’s name and location:</b> until you change them or unbind the device, which clears them.',
  },
  retentionWallet: {
    id: 'legal.privacy.retention.wallet',
    defaultMessage:
      '<b>Wallet ledger:</b> as long as accounting law requires. It is never edited; after you delete your account it stays linked only to the anonymised account.',
  },
  retentionCompanies: {
    id: 'legal.privacy.retention.companies',
    defaultMessage:
      '<b>Company member records:</b> as part of the company’s history, showing the anonymised name once your account is deleted.',
  },

  securityTitle: { id: 'legal.privacy.security.title', defaultMessage: 'How we protect it' },
  security1: {
    id: 'legal.privacy.security.1',
    defaultMessage:
      'Passwords are stored as salted hashes, codes and links as keyed hashes, and app secrets encrypted. Changing how you sign in, deleting your account and large payments ask for your password again, and sign-in tokens never appear in our logs.',
  },

  choicesTitle: { id: 'legal.privacy.choices.title', defaultMessage: 'Your choices' },
  choices1: {
    id: 'legal.privacy.choices.1',
    defaultMessage:
      'On the Account page you see and correct your details, link or unlink a phone number, an e-mail address or WeChat, and delete your account; on a device’s page you remove its location. To get a copy of your data or to object to a use of it, contact the operator’s support.',
  },

  storageTitle: {
    id: 'legal.privacy.storage.title',
    defaultMessage: 'Cookies and browser storage',
  },
  storage1: {
    id: 'legal.privacy.storage.1',
    defaultMessage:
      'We use no advertising or tracking cookies. The app keeps your session and your language choice in your browser’s local storage; signing out removes the session.',
  },

  childrenTitle: { id: 'legal.privacy.children.title', defaultMessage: 'Children' },
  children1: {
    id: 'legal.privacy.children.1',
    defaultMessage:
      'The service is not meant for children under 14, and we do not knowingly keep their data.',
  },

  changesTitle: { id: 'legal.privacy.changes.title', defaultMessage: 'Changes to this policy' },
  changes1: {
    id: 'legal.privacy.changes.1',
    defaultMessage:
      'We announce changes on this page, with the date above, and in Messages before they take effect.',
  },
});
