import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** Translations of the server menu's `meta.title` keys (`menu.<title>`). */
export const menuTitleMessages = defineMessages({
  MyApps: { id: 'menu.MyApps', defaultMessage: 'My apps' },
  AppStore: { id: 'menu.AppStore', defaultMessage: 'App store' },
  Market: { id: 'menu.Market', defaultMessage: 'Market' },
  Nearby: { id: 'menu.Nearby', defaultMessage: 'Nearby' },
  MyOrders: { id: 'menu.MyOrders', defaultMessage: 'My orders' },
  DemandBoard: { id: 'menu.DemandBoard', defaultMessage: 'Demands and offers' },
  MyDevices: { id: 'menu.MyDevices', defaultMessage: 'My devices' },
  LinkDevice: { id: 'menu.LinkDevice', defaultMessage: 'Bind a box' },
  DeviceDetails: { id: 'menu.DeviceDetails', defaultMessage: 'Device details' },
  CreateCloud: { id: 'menu.CreateCloud', defaultMessage: 'Create a cloud device' },
  MyAppDetails: { id: 'menu.MyAppDetails', defaultMessage: 'App details' },
  Company: { id: 'menu.Company', defaultMessage: 'Company' },
  Allocate: { id: 'menu.Allocate', defaultMessage: 'Allocate resources' },
  History: { id: 'menu.History', defaultMessage: 'History' },
  Friends: { id: 'menu.Friends', defaultMessage: 'Friends' },
  Tags: { id: 'menu.Tags', defaultMessage: 'Tags' },
  Wallet: { id: 'menu.Wallet', defaultMessage: 'Wallet' },
  OrderList: { id: 'menu.OrderList', defaultMessage: 'Transactions' },
  Deposit: { id: 'menu.Deposit', defaultMessage: 'Deposit' },
  account: { id: 'menu.account', defaultMessage: 'Account' },
  Messages: { id: 'menu.Messages', defaultMessage: 'Messages' },
  MyCompany: { id: 'menu.MyCompany', defaultMessage: 'My companies' },
});

export function menuTitleMessage(title: string): MessageDescriptor | undefined {
  return Object.prototype.hasOwnProperty.call(menuTitleMessages, title)
    ? menuTitleMessages[title as keyof typeof menuTitleMessages]
    : undefined;
}

/** The translated menu title; an unknown key is shown as sent by the server. */
export function formatMenuTitle(intl: IntlShape, title: string): string {
  const descriptor = menuTitleMessage(title);
  return descriptor ? intl.formatMessage(descriptor) : title;
}
