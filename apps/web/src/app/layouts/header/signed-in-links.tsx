import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../../features/accounts";
import { useAppStore } from "../../../lib/app-store";

/** The logged-in header links: nickname (member centre) and logout. */
export function SignedInLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userData);
  const logout = useLogout();
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
