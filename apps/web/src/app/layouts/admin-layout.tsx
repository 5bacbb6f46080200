import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CarOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DropboxOutlined,
  EyeInvisibleOutlined,
  FileTextOutlined,
  GiftOutlined,
  IdcardOutlined,
  KeyOutlined,
  LinkOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  PictureOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { Button, Drawer, Layout, Menu, type MenuProps, Result, Space, Spin, Tag, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { type AdminSection, adminApi, canOpen, OwnPasswordDialog, useStaff } from "../../features/admin";
import { useAppStore } from "../../lib/app-store";
import { staffLoginPath, staffSessionEnded } from "../../lib/staff-session";
import { useFeedback } from "../../ui/app-feedback";
import type { RouteHandle } from "../route-handle";
import { useWideScreen } from "../screen-hint";
import { LanguageDropdown } from "./header/language-dropdown";
import { useScrollTopOnNewPage } from "./use-scroll-top";

interface MenuEntry {
  section: AdminSection;
  path: string;
  icon: React.ReactNode;
  label: string;
}

/** The console's menu in groups (a group a role has nothing in is left out). */
const MENU_GROUPS: { group?: string; entries: MenuEntry[] }[] = [
  {
    entries: [{ section: "dashboard", path: "/admin", icon: <DashboardOutlined />, label: "admin.menu_dashboard" }],
  },
  {
    group: "consoleMenu.people",
    entries: [
      { section: "users", path: "/admin/users", icon: <TeamOutlined />, label: "admin.menu_users" },
      { section: "staff", path: "/admin/staff", icon: <IdcardOutlined />, label: "people.staff_menu" },
      { section: "shops", path: "/admin/shops", icon: <ShopOutlined />, label: "merchants.console_menu" },
      { section: "stores", path: "/admin/stores", icon: <ShopOutlined />, label: "bond.stores_menu" },
    ],
  },
  {
    group: "consoleMenu.money",
    entries: [
      { section: "finance", path: "/admin/finance", icon: <AccountBookOutlined />, label: "finance.menu" },
      { section: "refunds", path: "/admin/refunds", icon: <RollbackOutlined />, label: "oversight.refunds_menu" },
      { section: "supplier", path: "/admin/supplier", icon: <CarOutlined />, label: "shop_orders.desk_menu" },
      { section: "coupons", path: "/admin/coupons", icon: <GiftOutlined />, label: "coupons.admin_menu" },
    ],
  },
  {
    group: "consoleMenu.catalogue",
    entries: [
      {
        section: "categories",
        path: "/admin/categories",
        icon: <AppstoreOutlined />,
        label: "consoleCatalogue.categories",
      },
      { section: "brands", path: "/admin/brands", icon: <TagsOutlined />, label: "consoleCatalogue.brands" },
      {
        section: "supplier_goods",
        path: "/admin/supplier-goods",
        icon: <DropboxOutlined />,
        label: "consoleCatalogue.supplier_goods",
      },
      { section: "goods", path: "/admin/goods", icon: <EyeInvisibleOutlined />, label: "consoleCatalogue.goods" },
    ],
  },
  {
    group: "consoleMenu.content",
    entries: [
      { section: "banners", path: "/admin/banners", icon: <PictureOutlined />, label: "contentAdmin.menu_banners" },
      {
        section: "app_config",
        path: "/admin/app-config",
        icon: <SettingOutlined />,
        label: "contentAdmin.menu_app_config",
      },
      {
        section: "agreements",
        path: "/admin/agreements",
        icon: <FileTextOutlined />,
        label: "contentAdmin.menu_agreements",
      },
      { section: "footer", path: "/admin/footer", icon: <LinkOutlined />, label: "contentAdmin.menu_footer" },
      { section: "rules", path: "/admin/rules", icon: <ControlOutlined />, label: "console_rules.menu" },
    ],
  },
  {
    group: "consoleMenu.oversight",
    entries: [
      { section: "support", path: "/admin/support", icon: <CustomerServiceOutlined />, label: "support.menu" },
      { section: "audit", path: "/admin/audit", icon: <AuditOutlined />, label: "finance.menu_audit" },
      { section: "outbox", path: "/admin/outbox", icon: <MailOutlined />, label: "admin.menu_outbox" },
    ],
  },
];
const MENU = MENU_GROUPS.flatMap((g) => g.entries);

/** The menu entry of a page: its own path, or the entry it sits under (`/admin/users/7` -> `/admin/users`). */
const menuKey = (pathname: string) => {
  const path = pathname.replace(/\/$/, "") || "/admin";
  const under = MENU.filter((m) => m.path !== "/admin" && path.startsWith(`${m.path}/`)).map((m) => m.path);
  return under[0] ?? path;
};

/** Staff console layout with the role guard (no shopper header or footer). */
export function Component() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.adminToken);
  const { data: staff, isLoading } = useStaff();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  useScrollTopOnNewPage();
  // a page opened from the drawer (or by any link) folds the menu away
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  if (!token) return <Navigate to={staffLoginPath(`${pathname}${search}`, staffSessionEnded())} replace />;
  if (isLoading || !staff) {
    return (
      <div className="page-loader">
        <Spin size="large" />
      </div>
    );
  }
  const section = matches.map((m) => (m.handle as RouteHandle | undefined)?.section).find(Boolean);
  const allowed = !section || canOpen(staff.role, section);
  const entry = (m: MenuEntry) => ({
    key: m.path,
    icon: m.icon,
    label: (
      <Link to={m.path} data-testid={`admin-menu-${m.section}`}>
        {t(m.label)}
      </Link>
    ),
  });
  const items = MENU_GROUPS.flatMap(({ group, entries }): MenuProps["items"] & object => {
    const open = entries.filter((m) => canOpen(staff.role, m.section)).map(entry);
    if (!open.length) return [];
    return group ? [{ type: "group" as const, key: group, label: t(group), children: open }] : open;
  });
  const menu = <Menu mode="inline" selectedKeys={[menuKey(pathname)]} items={items} />;
  return (
    <Layout className="admin">
      {/* a laptop: the menu beside the page; a phone or a tablet: a drawer over it, behind a button */}
      {wide ? (
        <Layout.Sider width={224} theme="light" className="admin__sider">
          <div className="admin__brand">{t("admin.console")}</div>
          {menu}
        </Layout.Sider>
      ) : (
        <AdminMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
          {menu}
        </AdminMenuDrawer>
      )}
      <Layout>
        <AdminTopBar
          name={staff.name || staff.email}
          role={staff.role}
          onMenu={wide ? undefined : () => setMenuOpen(true)}
        />
        <Layout.Content className="admin__content" data-testid="admin-content">
          {allowed ? <Outlet /> : <Result status="403" title="403" subTitle={t("admin.forbidden")} />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The console's menu on a narrow screen: a drawer from the reading side, over the page. */
function AdminMenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={i18n.dir() === "rtl" ? "right" : "left"}
      title={t("admin.console")}
      size={264}
      className="admin__drawer"
    >
      <nav aria-label={t("admin.console")} data-testid="admin-menu-drawer">
        {children}
      </nav>
    </Drawer>
  );
}

function AdminTopBar({ name, role, onMenu }: { name: string; role: string; onMenu?: () => void }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const signOut = () =>
    modal.confirm({
      type: "warning",
      title: t("admin.logout_confirm"),
      okText: t("admin.logout"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        await adminApi.logout().catch(() => undefined);
        useAppStore.getState().setAdminToken("");
        navigate("/admin/login");
      },
    });
  return (
    <Layout.Header className="admin__header">
      {onMenu ? (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t("header.menu")}
          onClick={onMenu}
          data-testid="admin-menu-toggle"
        />
      ) : null}
      <Typography.Text strong>{name}</Typography.Text>
      <Tag color="blue">{t(`admin.role_${role}`)}</Tag>
      <Space className="admin__header-actions" wrap>
        <LanguageDropdown />
        <Link to="/">
          <ShopOutlined /> {t("admin.back_to_shop")}
        </Link>
        <Button icon={<KeyOutlined />} onClick={() => setChanging(true)} data-testid="admin-own-password">
          {t("people.own_password")}
        </Button>
        <Button icon={<LogoutOutlined />} onClick={signOut} data-testid="admin-logout">
          {t("admin.logout")}
        </Button>
      </Space>
      {changing && <OwnPasswordDialog onClose={() => setChanging(false)} />}
    </Layout.Header>
  );
}
