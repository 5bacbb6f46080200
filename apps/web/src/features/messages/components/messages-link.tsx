import { BellOutlined } from "@ant-design/icons";
import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNoticeCounts, useNoticePushes } from "../hooks";

/** The header's link to the messages page, with the unread notices badge. */
export function MessagesLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const unread = useNoticeCounts().data?.total ?? 0;
  useNoticePushes();
  return (
    <Link
      to="/messages"
      className="hdr-link hdr-link--icon"
      onClick={onNavigate}
      data-testid="header-notices"
      aria-label={unread ? `${t("notices.title")} (${unread})` : t("notices.title")}
      title={t("notices.title")}
    >
      <Badge count={unread} size="small" offset={[4, -2]}>
        <BellOutlined />
      </Badge>
      <span>{t("notices.title")}</span>
    </Link>
  );
}
