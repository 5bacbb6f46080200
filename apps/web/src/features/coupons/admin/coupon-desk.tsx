import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type Coupon, couponAdminApi } from "../api/coupons-api";
import { couponColumns } from "./coupon-columns";
import { IssueForm } from "./issue-form";

/** Staff console: issue platform or shop coupons and see what is left of each. */
export function CouponDesk() {
  const { t } = useTranslation();
  const coupons = usePagedQuery(["admin-coupons"], couponAdminApi.list);
  return (
    <div className="coupon-desk">
      <IssueForm />
      <Card title={t("coupons.admin_list")}>
        <PagedTable<Coupon>
          {...pagedTableProps(coupons)}
          rowKey="id"
          size="small"
          columns={couponColumns(t)}
          scrollX={800}
          label={t("coupons.admin_list")}
          data-testid="coupon-admin-list"
        />
      </Card>
    </div>
  );
}
