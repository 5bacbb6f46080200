import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../../features/accounts";
import { useAppStore } from "../../../lib/app-store";

/** Login/Register when logged out; nickname (member centre) and logout when logged in. */
export function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const user = useAppStore((s) => s.userData);
  const logout = useLogout();
  const open = (name: "loginDialog" | "registeredDialog") => {
    onNavigate?.();
    useAppStore.getState().openDialog(name);
  };
  if (!token) {
    return (
      <span className="hdr-auth">
        <Button type="text" className="hdr-link" onClick={() => open("loginDialog")} data-testid="header-login">
          {t("header.login")}
        </Button>
        <Button type="primary" size="small" onClick={() => open("registeredDialog")} data-testid="header-register">
          {t("header.register")}
        </Button>
      </span>
    );
  }
  return (
    <span className="hdr-auth">
      <Link to="/dashboard" className="hdr-link hdr-nickname" onClick={onNavigate} data-testid="header-nickname">
        <UserOutlined />
        <span>{user?.nickname || user?.email || t("member.title")}</span>
      </Link>
      <Button
        type="text"
        className="hdr-link"
        icon={<LogoutOutlined />}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
        data-testid="header-logout"
      >
        {t("header.logout")}
      </Button>
    </span>
  );
}
