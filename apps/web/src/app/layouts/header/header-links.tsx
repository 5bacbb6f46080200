import {
  CustomerServiceOutlined,
  FileTextOutlined,
  MessageOutlined,
  ProfileOutlined,
  ShopOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { Badge, Button } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartLink } from "../../../features/cart";
import { openChat } from "../../../features/chat";
import { MessagesLink } from "../../../features/messages";
import { useAppStore } from "../../../lib/app-store";

function NavLink({
  to,
  icon,
  children,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link to={to} className="hdr-link" onClick={onClick}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}

/** Service links of the header: shown in the top bar on desktop and in the drawer on phones. */
export function ServiceLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const chatNumber = useAppStore((s) => s.chat_number);
  // userinfo's shop: the link names the user's shop once it is open (no new login needed)
  const hasShop = useAppStore((s) => Boolean(s.userData?.shop));
  const openKefu = () => {
    onNavigate?.();
    useAppStore.getState().openDialog("kefuDialog");
  };
  return (
    <>
      <NavLink to="/my-order" icon={<ProfileOutlined />} onClick={onNavigate}>
        {t("header.orders")}
      </NavLink>
      <CartLink onNavigate={onNavigate} />
      <MessagesLink onNavigate={onNavigate} />
      <NavLink to="/money-package" icon={<WalletOutlined />} onClick={onNavigate}>
        {t("header.wallet")}
      </NavLink>
      <Button
        type="text"
        className="hdr-link"
        icon={<CustomerServiceOutlined />}
        onClick={openKefu}
        data-testid="header-kefu"
      >
        {t("header.customer_service")}
      </Button>
      <NavLink to="/merchant" icon={<ShopOutlined />} onClick={onNavigate}>
        <span data-testid="header-merchant">{hasShop ? t("merchants.my_shop") : t("header.merchant")}</span>
      </NavLink>
      <NavLink to="/privacy_agreement?type=5" icon={<FileTextOutlined />} onClick={onNavigate}>
        {t("header.platform_intro")}
      </NavLink>
      <Button
        type="text"
        className="hdr-link hdr-link--icon"
        onClick={() => {
          onNavigate?.();
          void openChat();
        }}
        data-testid="header-chat"
        aria-label={chatNumber ? `${t("header.chat")} (${chatNumber})` : t("header.chat")}
        title={t("header.chat")}
      >
        <Badge count={chatNumber} size="small" offset={[4, -2]}>
          <MessageOutlined />
        </Badge>
        <span>{t("header.chat")}</span>
      </Button>
    </>
  );
}
