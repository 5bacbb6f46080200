import {
  AccountBookOutlined,
  AuditOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GiftOutlined,
  LogoutOutlined,
  MailOutlined,
  RollbackOutlined,
  ShopOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { App, Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { type AdminSection, adminApi, canOpen, useStaff } from "../../features/admin";
import { useAppStore } from "../../lib/app-store";
import type { RouteHandle } from "../route-handle";
import { LanguageDropdown } from "./header/language-dropdown";

const MENU: { section: AdminSection; path: string; icon: React.ReactNode; label: string }[] = [
  { section: "dashboard", path: "/admin", icon: <DashboardOutlined />, label: "admin.menu_dashboard" },
  { section: "users", path: "/admin/users", icon: <TeamOutlined />, label: "admin.menu_users" },
  { section: "outbox", path: "/admin/outbox", icon: <MailOutlined />, label: "admin.menu_outbox" },
  { section: "finance", path: "/admin/finance", icon: <AccountBookOutlined />, label: "finance.menu" },
  { section: "audit", path: "/admin/audit", icon: <AuditOutlined />, label: "finance.menu_audit" },
  { section: "support", path: "/admin/support", icon: <CustomerServiceOutlined />, label: "support.menu" },
  { section: "coupons", path: "/admin/coupons", icon: <GiftOutlined />, label: "coupons.admin_menu" },
  { section: "shops", path: "/admin/shops", icon: <ShopOutlined />, label: "merchants.console_menu" },
  { section: "stores", path: "/admin/stores", icon: <ShopOutlined />, label: "bond.stores_menu" },
  { section: "supplier", path: "/admin/supplier", icon: <CarOutlined />, label: "shop_orders.desk_menu" },
  { section: "refunds", path: "/admin/refunds", icon: <RollbackOutlined />, label: "oversight.refunds_menu" },
];

/** Staff console layout with the role guard (no shopper header or footer). */
export function Component() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.adminToken);
  const { data: staff, isLoading } = useStaff();
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/admin/login" replace />;
  if (isLoading || !staff) {
    return (
      <div className="page-loader">
        <Spin size="large" />
      </div>
    );
  }
  const section = matches.map((m) => (m.handle as RouteHandle | undefined)?.section).find(Boolean);
  const allowed = !section || canOpen(staff.role, section);
  const items = MENU.filter((m) => canOpen(staff.role, m.section)).map((m) => ({
    key: m.path,
    icon: m.icon,
    label: (
      <Link to={m.path} data-testid={`admin-menu-${m.section}`}>
        {t(m.label)}
      </Link>
    ),
  }));
  return (
    <Layout className="admin">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" className="admin__sider">
        <div className="admin__brand">{t("admin.console")}</div>
        <Menu mode="inline" selectedKeys={[pathname.replace(/\/$/, "") || "/admin"]} items={items} />
      </Layout.Sider>
      <Layout>
        <AdminTopBar name={staff.name || staff.email} role={staff.role} />
        <Layout.Content className="admin__content">
          {allowed ? <Outlet /> : <Result status="403" title="403" subTitle={t("admin.forbidden")} />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function AdminTopBar({ name, role }: { name: string; role: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
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
      <Typography.Text strong>{name}</Typography.Text>
      <Tag color="blue">{t(`admin.role_${role}`)}</Tag>
      <Space className="admin__header-actions" wrap>
        <LanguageDropdown />
        <Link to="/">
          <ShopOutlined /> {t("admin.back_to_shop")}
        </Link>
        <Button icon={<LogoutOutlined />} onClick={signOut} data-testid="admin-logout">
          {t("admin.logout")}
        </Button>
      </Space>
    </Layout.Header>
  );
}
