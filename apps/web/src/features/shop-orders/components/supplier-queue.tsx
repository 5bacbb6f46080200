import { Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { lineSpec } from "../../../lib/spec-words";
import { PagedTable, pagedTableProps } from "../../../ui";
import { type ShopOrder, supplierDeskApi } from "../api/shop-orders-api";
import { useSupplierDesk } from "../hooks/use-shop-orders";
import { addressLine, DESK_CSV_COLUMNS } from "../lib/desk-lines";
import { ShipDialog } from "./ship-dialog";

/** The console's supplier desk: orders the merchants paid for, oldest first; ship with carrier and tracking. */
export function SupplierQueue() {
  const { t } = useTranslation();
  const s = useSupplierDesk();
  const [target, setTarget] = useState<ShopOrder | null>(null);
  return (
    <div data-testid="supplier-queue">
      <PagedTable<ShopOrder>
        {...pagedTableProps(s.list)}
        rowKey="id"
        scrollX={900}
        label={t("shop_orders.desk_title")}
        empty={t("shop_orders.desk_empty")}
        csv={{
          filename: "supplier-desk",
          load: (page) => supplierDeskApi.queue(page, 100),
          columns: DESK_CSV_COLUMNS,
        }}
        onRow={(o) => ({ "data-testid": "supplier-queue-row", "data-order-id": o.id }) as object}
        columns={[
          {
            title: t("shop_orders.order_no"),
            dataIndex: "order_no",
            render: (v: string, o) => (
              <>
                <bdi>{v}</bdi>
                <div className="shop-orders__muted">
                  <bdi>{o.shop.name}</bdi>
                </div>
              </>
            ),
          },
          {
            title: t("shop_orders.lines"),
            key: "lines",
            render: (_: unknown, o) => (
              <ul className="shop-orders__plain">
                {o.goods.map((l) => {
                  // which variant to ship, in the reader's words where they are the platform's
                  const variant = lineSpec(t, l.spec_values, undefined);
                  return (
                    <li key={l.id}>
                      <bdi>{l.title}</bdi> ×{l.number}
                      {variant ? (
                        <div className="shop-orders__variant" data-testid="supplier-line-spec">
                          <bdi>{variant}</bdi>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ),
          },
          {
            title: t("shop_orders.address"),
            key: "address",
            render: (_: unknown, o) => (
              <bdi data-testid="supplier-address">
                {o.consignee}, {o.phone}
                <br />
                {addressLine(o.address)}
              </bdi>
            ),
          },
          {
            title: t("shop_orders.paid_at"),
            key: "paid",
            width: 150,
            render: (_: unknown, o) => (o.delivery_paid_time ? dateTime(o.delivery_paid_time) : ""),
          },
          {
            title: t("admin.col_actions"),
            key: "actions",
            width: 140,
            render: (_: unknown, o) =>
              o.refund_open ? (
                <Tag color="orange">{t("shop_orders.refund_open")}</Tag>
              ) : (
                <Button type="primary" size="small" onClick={() => setTarget(o)} data-testid="supplier-ship">
                  {t("shop_orders.action_ship")}
                </Button>
              ),
          },
        ]}
      />
      <ShipDialog
        open={target !== null}
        prefix="supplier"
        summary={target ? t("shop_orders.desk_ship_summary", { no: target.order_no }) : undefined}
        busy={s.ship.isPending}
        onClose={() => setTarget(null)}
        onSubmit={(v) => s.ship.mutate({ id: target?.id as number, ...v }, { onSuccess: () => setTarget(null) })}
      />
    </div>
  );
}
