import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BrandsTable } from "../../../features/console-catalogue";

/** `/admin/brands`: the console's catalogue (operators). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("consoleCatalogue.brands")}
      </Typography.Title>
      <BrandsTable />
    </>
  );
}
