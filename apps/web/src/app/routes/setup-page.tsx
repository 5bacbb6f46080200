import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AccountSettings } from "../../features/accounts";

/** Settings page: the same forms as the member centre. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow">
      <Typography.Title level={1} className="page-title">
        {t("member.settings")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("member.settings_intro")}</Typography.Paragraph>
      <AccountSettings titled={false} />
    </div>
  );
}
