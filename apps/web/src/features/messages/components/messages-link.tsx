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
  // the count beside the link, spoken in its name (as the cart link's)
  return (
    <span className="hdr-badged">
      <Link
        to="/messages"
        className="hdr-link hdr-link--icon"
        onClick={onNavigate}
        data-testid="header-notices"
        aria-label={unread ? `${t("notices.title")} (${unread})` : t("notices.title")}
        title={t("notices.title")}
      >
        <BellOutlined />
        <span>{t("notices.title")}</span>
      </Link>
      <Badge count={unread} size="small" className="hdr-badged__count" aria-hidden data-testid="header-notices-badge" />
    </span>
  );
}
