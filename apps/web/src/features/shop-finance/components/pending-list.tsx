import { Card, Space, Statistic, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { deadline } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { Amount, PagedTable, pagedTableProps } from "../../../ui";
import type { PendingSettlement } from "../api/finance-api";
import { usePending } from "../hooks/use-finance";
import { pendingCsv } from "../lib/csv";

/** A window of minutes as days, hours or minutes. */
export function useWindowText() {
  const { t } = useTranslation();
  return (m: number) =>
    m > 0 && m % 1440 === 0
      ? t("shopFinance.days", { count: m / 1440 })
      : m > 0 && m % 60 === 0
        ? t("shopFinance.hours", { count: m / 60 })
        : t("shopFinance.minutes", { count: m });
}

/** `/Available`: the balance to settle and the available balance, then every unsettled paid order. */
export function PendingSettlementView() {
  const { t } = useTranslation();
  const money = useMoney();
  const windowText = useWindowText();
  const q = usePending();
  const data = q.data;
  return (
    <Space direction="vertical" size="middle" className="shop-finance">
      <Card>
        <Space wrap size="large">
          <Statistic
            title={t("shopFinance.balance_to_settle")}
            value={data ? money(data.balance_to_settle) : "—"}
            valueRender={(v) => <bdi data-testid="balance-to-settle">{v}</bdi>}
          />
          <Statistic
            title={t("shopFinance.available")}
            value={data ? money(data.available) : "—"}
            valueRender={(v) => <bdi data-testid="available-balance">{v}</bdi>}
          />
        </Space>
        <p className="shop-finance-note">{t("shopFinance.pending_intro")}</p>
      </Card>
      <PagedTable<PendingSettlement>
        {...pagedTableProps(q)}
        rowKey="id"
        scrollX={860}
        label={t("shopFinance.pending_title")}
        empty={t("shopFinance.pending_empty")}
        csv={pendingCsv}
        onRow={(r) => ({ "data-testid": "pending-row", "data-order-id": r.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t("shopFinance.order_no"), dataIndex: "order_no", render: (v: string) => <bdi>{v}</bdi> },
          {
            title: t("shopFinance.state"),
            dataIndex: "state",
            render: (s: number) => <Tag>{t(`shopFinance.state_${s}`)}</Tag>,
          },
          {
            title: t("shopFinance.buyer_paid"),
            dataIndex: "buyer_paid",
            align: "end",
            render: (v: string, r) => (
              <span className="shop-finance-paid">
                <Amount>{money(v)}</Amount>
                {r.refunded !== "0.00" && (
                  <span className="shop-finance-sub">{t("shopFinance.refunded_n", { amount: money(r.refunded) })}</span>
                )}
              </span>
            ),
          },
          {
            title: t("shopFinance.merchant_paid"),
            dataIndex: "supplier_cost",
            align: "end",
            render: (v: string) => <Amount>{money(v)}</Amount>,
          },
          {
            title: t("shopFinance.profit"),
            dataIndex: "profit",
            align: "end",
            render: (v: string) => (
              <Amount testId="pending-profit" className={v.startsWith("-") ? "shop-finance-loss" : undefined}>
                {money(v)}
              </Amount>
            ),
          },
          {
            title: t("shopFinance.settles_on"),
            dataIndex: "settles_at",
            render: (v: number | null, r) => (
              <span data-testid="pending-settles-on">
                {v === null ? t("shopFinance.after_receipt", { window: windowText(r.window_minutes) }) : deadline(v)}
              </span>
            ),
          },
        ]}
      />
    </Space>
  );
}
