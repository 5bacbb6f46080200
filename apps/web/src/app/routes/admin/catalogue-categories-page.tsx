import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CategoryTree } from "../../../features/console-catalogue";

/** `/admin/categories`: the console's catalogue (operators). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("consoleCatalogue.categories")}
      </Typography.Title>
      <CategoryTree />
    </>
  );
}
