import { Button, Card, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type Coupon, couponAdminApi } from "../api/coupons-api";
import { couponPhase, useCouponActions } from "../hooks/use-coupon-actions";
import { couponColumns } from "./coupon-columns";
import { EditCouponDialog } from "./edit-coupon-dialog";
import { IssueForm } from "./issue-form";

/** Staff console: issue platform or shop coupons, see what is left of each; edit, end or delete one. */
export function CouponDesk() {
  const { t } = useTranslation();
  const coupons = usePagedQuery(["admin-coupons"], (page) => couponAdminApi.list(page));
  const [editing, setEditing] = useState<Coupon | null>(null);
  const { confirmEnd, confirmDelete } = useCouponActions();
  const actions = {
    title: t("admin.col_actions"),
    key: "actions",
    fixed: "right" as const,
    width: 220,
    render: (_: unknown, c: Coupon) => (
      <Space size="small" wrap>
        <Button size="small" onClick={() => setEditing(c)} data-testid={`coupon-edit-${c.id}`}>
          {t("coupons.admin_edit")}
        </Button>
        {couponPhase(c) === "live" && (
          <Button size="small" danger onClick={() => confirmEnd(c)} data-testid={`coupon-end-${c.id}`}>
            {t("coupons.admin_end")}
          </Button>
        )}
        <Button size="small" danger onClick={() => confirmDelete(c)} data-testid={`coupon-delete-${c.id}`}>
          {t("coupons.admin_delete")}
        </Button>
      </Space>
    ),
  };
  const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  return (
    <div className="coupon-desk">
      <IssueForm />
      <Card title={t("coupons.admin_list")}>
        <PagedTable<Coupon>
          {...pagedTableProps(coupons)}
          rowKey="id"
          size="small"
          columns={[...couponColumns(t), actions]}
          scrollX={1200}
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
              { title: "used", value: (c) => c.used ?? 0 },
            ],
          }}
        />
      </Card>
      {editing && <EditCouponDialog coupon={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
