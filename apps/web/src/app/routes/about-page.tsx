import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AgreementView } from "../../features/content";

/** About: a short lead and the platform introduction document (type 5). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow">
      <Typography.Title level={1} className="page-title">
        {t("about.title")}
      </Typography.Title>
      <Typography.Paragraph className="lead">{t("about.lead")}</Typography.Paragraph>
      <AgreementView type={5} />
    </div>
  );
}
