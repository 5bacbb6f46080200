import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type Coupon, couponAdminApi } from "../api/coupons-api";
import { couponColumns } from "./coupon-columns";
import { IssueForm } from "./issue-form";

/** Staff console: issue platform or shop coupons and see what is left of each. */
export function CouponDesk() {
  const { t } = useTranslation();
  const coupons = usePagedQuery(["admin-coupons"], (page) => couponAdminApi.list(page));
  const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  return (
    <div className="coupon-desk">
      <IssueForm />
      <Card title={t("coupons.admin_list")}>
        <PagedTable<Coupon>
          {...pagedTableProps(coupons)}
          rowKey="id"
          size="small"
          columns={couponColumns(t)}
          scrollX={980}
          label={t("coupons.admin_list")}
          data-testid="coupon-admin-list"
          csv={{
            filename: "coupons",
            load: (page) => couponAdminApi.list(page, 100),
            columns: [
              { title: "id", value: (c) => c.id },
              { title: "name", value: (c) => c.name },
              { title: "kind", value: (c) => c.kind },
              { title: "issuer", value: (c) => c.issuer },
              { title: "shop", value: (c) => c.shop_name },
              { title: "amount", value: (c) => c.amount },
              { title: "discount", value: (c) => c.discount },
              { title: "threshold", value: (c) => c.threshold },
              { title: "start", value: (c) => day(c.starttime) },
              { title: "end", value: (c) => day(c.endtime) },
              { title: "total", value: (c) => c.total },
              { title: "remaining", value: (c) => c.remaining },
              { title: "per_user", value: (c) => c.per_user },
            ],
          }}
        />
      </Card>
    </div>
  );
}
