/**
 * The terms, the privacy policy and the user guide as data: sections of paragraphs and
 * lists, each a message of the feature's catalog, rendered by `components/LegalDocument`.
 */
import type { MessageDescriptor } from 'react-intl';

import { legalLinkMessages } from '@/components/messages';
import {
  ACCOUNT_PATH,
  APP_PATH,
  DEVICE_LINK_PATH,
  DEVICES_PATH,
  FRIENDS_PATH,
  MY_COMPANIES_PATH,
  SIGN_UP_PATH,
  WALLET_PATH,
  WALLET_PAY_PATH,
} from '@/config/paths';

import { guideMessages as g } from './guideMessages';
import { privacyMessages as p } from './privacyMessages';
import { termsMessages as t } from './termsMessages';

/** When the texts last changed; each page shows it. */
export const LAST_UPDATED = Date.UTC(2026, 10, 27);

/** A paragraph, or a list of items (numbered when `ordered`). */
export type Block = MessageDescriptor | { list: readonly MessageDescriptor[]; ordered?: boolean };

export interface DocumentSection {
  /** The section's `id`, for the contents' links. */
  anchor: string;
  title: MessageDescriptor;
  body: readonly Block[];
  /** The pages the section talks about (the guide). */
  links?: readonly { to: string; label: MessageDescriptor }[];
}

export interface LegalDocumentContent {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly DocumentSection[];
}

export const TERMS: LegalDocumentContent = {
  title: legalLinkMessages.terms,
  intro: t.intro,
  sections: [
    { anchor: 'account', title: t.accountTitle, body: [t.account1, t.account2, t.account3] },
    { anchor: 'devices', title: t.devicesTitle, body: [t.devices1, t.devices2, t.devices3] },
    { anchor: 'apps', title: t.appsTitle, body: [t.apps1, t.apps2] },
    { anchor: 'sharing', title: t.sharingTitle, body: [t.sharing1, t.sharing2, t.sharing3] },
    { anchor: 'coins', title: t.coinsTitle, body: [t.coins1, t.coins2, t.coins3] },
    { anchor: 'demands', title: t.demandsTitle, body: [t.demands1, t.demands2] },
    { anchor: 'companies', title: t.companiesTitle, body: [t.companies1, t.companies2] },
    {
      anchor: 'conduct',
      title: t.conductTitle,
      body: [
        t.conduct1,
        {
          list: [t.conductLaw, t.conductAttack, t.conductSpam, t.conductEvade, t.conductAccounts],
        },
      ],
    },
    {
      anchor: 'availability',
      title: t.availabilityTitle,
      body: [t.availability1, t.availability2],
    },
    { anchor: 'liability', title: t.liabilityTitle, body: [t.liability1] },
    { anchor: 'ending', title: t.endingTitle, body: [t.ending1] },
    { anchor: 'contact', title: t.contactTitle, body: [t.contact1] },
  ],
};

export const PRIVACY: LegalDocumentContent = {
  title: legalLinkMessages.privacy,
  intro: p.intro,
  sections: [
    {
      anchor: 'data',
      title: p.dataTitle,
      body: [
        {
          list: [
            p.dataAccount,
            p.dataSignIns,
            p.dataCodes,
            p.dataDevices,
            p.dataActivity,
            p.dataWallet,
          ],
        },
      ],
    },
    { anchor: 'location', title: p.locationTitle, body: [p.location1, p.location2] },
    {
      anchor: 'use',
      title: p.useTitle,
      body: [{ list: [p.useSignIn, p.useService, p.useFind, p.useSupport, p.useLaw] }, p.use1],
    },
    {
      anchor: 'sharing',
      title: p.sharingTitle,
      body: [p.sharing1, p.sharing2, p.sharing3, p.sharing4],
    },
    {
      anchor: 'retention',
      title: p.retentionTitle,
      body: [
        {
          list: [
            p.retentionAccount,
            p.retentionSessions,
            p.retentionSignIns,
            p.retentionCodes,
            p.retentionDevices,
            p.retentionWallet,
            p.retentionCompanies,
          ],
        },
      ],
    },
    { anchor: 'security', title: p.securityTitle, body: [p.security1] },
    { anchor: 'choices', title: p.choicesTitle, body: [p.choices1] },
    { anchor: 'storage', title: p.storageTitle, body: [p.storage1] },
    { anchor: 'children', title: p.childrenTitle, body: [p.children1] },
    { anchor: 'changes', title: p.changesTitle, body: [p.changes1] },
  ],
};

const MARKET_PATH = '/market';
const APP_STORE_PATH = '/app-store';
const MY_ORDERS_PATH = '/my-orders';
const PLACE_ORDER_PATH = '/on-demand/place-an-order';
const DEMANDS_BOARD_PATH = '/demands-and-offers';

export const GUIDE: LegalDocumentContent = {
  title: legalLinkMessages.guide,
  intro: g.intro,
  sections: [
    {
      anchor: 'start',
      title: g.startTitle,
      body: [{ list: [g.start1, g.start2, g.start3], ordered: true }, g.startLanguage],
      links: [{ to: SIGN_UP_PATH, label: g.signUp }],
    },
    {
      anchor: 'bind',
      title: g.bindTitle,
      body: [{ list: [g.bind1, g.bind2, g.bind3], ordered: true }, g.bindCloud],
      links: [
        { to: DEVICE_LINK_PATH, label: g.bindLink },
        { to: DEVICES_PATH, label: g.devicesLink },
      ],
    },
    {
      anchor: 'install',
      title: g.installTitle,
      body: [{ list: [g.install1, g.install2, g.install3, g.install4], ordered: true }],
      links: [
        { to: APP_STORE_PATH, label: g.storeLink },
        { to: APP_PATH, label: g.myAppsLink },
      ],
    },
    { anchor: 'share', title: g.shareTitle, body: [g.share1, g.share2, g.share3] },
    {
      anchor: 'rent',
      title: g.rentTitle,
      body: [{ list: [g.rent1, g.rent2, g.rent3], ordered: true }],
      links: [
        { to: MARKET_PATH, label: g.marketLink },
        { to: MY_ORDERS_PATH, label: g.ordersLink },
      ],
    },
    {
      anchor: 'wallet',
      title: g.walletTitle,
      body: [g.wallet1, g.wallet2],
      links: [
        { to: WALLET_PATH, label: g.walletLink },
        { to: WALLET_PAY_PATH, label: g.depositLink },
      ],
    },
    {
      anchor: 'demands',
      title: g.demandsTitle,
      body: [g.demands1, g.demands2, g.demands3],
      links: [
        { to: PLACE_ORDER_PATH, label: g.placeOrderLink },
        { to: DEMANDS_BOARD_PATH, label: g.boardLink },
      ],
    },
    {
      anchor: 'companies',
      title: g.companiesTitle,
      body: [g.companies1, g.companies2],
      links: [{ to: MY_COMPANIES_PATH, label: g.companiesLink }],
    },
    {
      anchor: 'friends',
      title: g.friendsTitle,
      body: [g.friends1],
      links: [{ to: FRIENDS_PATH, label: g.friendsLink }],
    },
    {
      anchor: 'account',
      title: g.accountTitle,
      body: [g.account1],
      links: [{ to: ACCOUNT_PATH, label: g.accountLink }],
    },
  ],
};
