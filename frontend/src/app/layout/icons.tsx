import {
  AppstoreOutlined,
  ApartmentOutlined,
  BankOutlined,
  BellOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
  MessageOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons the server menu may name (`meta.icon`). Listed explicitly so the
 * bundle carries only these; unknown names fall back to a neutral icon.
 */
const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  AppstoreOutlined,
  ApartmentOutlined,
  BankOutlined,
  BellOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
  MessageOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
