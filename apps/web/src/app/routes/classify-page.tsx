import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CategoryTreeView } from "../../features/catalogue";

/** `/classify`: every category, three levels, linking to their listings. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="classify-page">
      <Typography.Title level={1} className="page-title">
        {t("catalogue.all_categories")}
      </Typography.Title>
      <CategoryTreeView />
    </div>
  );
}
