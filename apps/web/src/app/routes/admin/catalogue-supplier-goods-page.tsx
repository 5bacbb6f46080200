import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { SupplierGoodsTable } from "../../../features/console-catalogue";

/** `/admin/supplier-goods`: the console's catalogue (operators). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("consoleCatalogue.supplier_goods")}
      </Typography.Title>
      <SupplierGoodsTable />
    </>
  );
}
