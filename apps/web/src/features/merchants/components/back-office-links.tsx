import {
  AccountBookOutlined,
  AppstoreOutlined,
  CarOutlined,
  FileTextOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

export interface BackOfficeLink {
  to: string;
  icon: ReactNode;
  /** locale key of the label */
  label: string;
  testId: string;
}

/** The merchant back office's pages, in the order the navigation shows them (docs/product.md). */
export const BACK_OFFICE_LINKS: readonly BackOfficeLink[] = [
  { to: "/shop-store", icon: <HomeOutlined />, label: "merchants.nav_home", testId: "office-home" },
  { to: "/shop-goods", icon: <AppstoreOutlined />, label: "merchants.shop_goods", testId: "office-goods" },
  { to: "/shop-order", icon: <FileTextOutlined />, label: "merchants.shop_orders", testId: "office-orders" },
  { to: "/wait_order", icon: <CarOutlined />, label: "merchants.nav_to_ship", testId: "office-to-ship" },
  { to: "/Available", icon: <WalletOutlined />, label: "merchants.nav_pending", testId: "office-pending" },
  { to: "/settlement", icon: <AccountBookOutlined />, label: "merchants.nav_finance", testId: "office-finance" },
  { to: "/shop-setting", icon: <SettingOutlined />, label: "merchants.shop_settings", testId: "office-settings" },
  { to: "/shop_bond", icon: <SafetyCertificateOutlined />, label: "merchants.bond_level", testId: "office-bond" },
];
