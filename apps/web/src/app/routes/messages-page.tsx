import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { NoticeCenter } from "../../features/messages";

/** `/messages`: logistics, interactions and system notices. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="messages-page">
      <Typography.Title level={1} className="page-title">
        {t("notices.title")}
      </Typography.Title>
      <Card>
        <NoticeCenter />
      </Card>
    </div>
  );
}
