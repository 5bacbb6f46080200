import { BOND_REFUND_STATE } from "@mp/contracts/constants";
import { Button, Space, Tabs, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { Amount, PagedTable, pagedTableProps, ReasonDialog, UserCell } from "../../../ui";
import { type BondRefundRow, bondConsoleApi } from "../api/bond-api";
import { usd } from "../components/level-table";
import { type RefundFilter, useBondRefundQueue } from "../hooks/use-bond-console";

const when = (s: number | null) => (s ? dateTime(s) : "—");
const FILTERS: RefundFilter[] = ["0", "1", "2", "all"];

/** Finance: bond refund requests; agree returns the bond to the wallet, disagree needs a reason. */
export function BondRefundQueue() {
  const { t } = useTranslation();
  const q = useBondRefundQueue();
  const decide = (r: BondRefundRow, yes: boolean) =>
    q.setTarget({
      id: r.id,
      yes,
      summary: t("bond.refund_summary", { id: r.id, shop: r.shopname, amount: usd(r.money), bond: usd(r.bond) }),
    });
  return (
    <div data-testid="finance-bond-refunds">
      <Tabs
        activeKey={q.state}
        onChange={(k) => q.setState(k as RefundFilter)}
        items={FILTERS.map((k) => ({ key: k, label: t(k === "all" ? "finance.all" : `bond.refund_filter_${k}`) }))}
      />
      <PagedTable<BondRefundRow>
        {...pagedTableProps(q.list)}
        rowKey="id"
        scrollX={1300}
        label={t("bond.refunds_menu")}
        csv={{
          filename: "bond-refunds",
          load: (page) => bondConsoleApi.refunds(page, q.state === "all" ? undefined : Number(q.state), 100),
          columns: [
            { title: "id", value: (r) => r.id },
            { title: "shop", value: (r) => r.shopname },
            { title: "user_id", value: (r) => r.user_id },
            { title: "amount", value: (r) => r.money },
            { title: "bond", value: (r) => r.bond },
            { title: "state", value: (r) => t(`bond.refund_filter_${r.state}`) },
            { title: "note", value: (r) => r.reason },
            { title: "created", value: (r) => when(r.createtime) },
            { title: "user_nickname", value: (r) => r.user_nickname },
            { title: "user_email", value: (r) => r.user_email },
          ],
        }}
        columns={[
          { title: t("admin.col_id"), dataIndex: "id", width: 80 },
          { title: t("bond.shop"), dataIndex: "shopname", width: 160, ellipsis: true },
          {
            title: t("admin.col_user"),
            key: "user",
            width: 200,
            render: (_: unknown, r) => (
              <UserCell
                id={r.user_id}
                nickname={r.user_nickname}
                email={r.user_email}
                testId={`bond-refund-user-${r.id}`}
              />
            ),
          },
          {
            title: t("finance.amount"),
            dataIndex: "money",
            width: 110,
            render: (v: string) => <Amount>{usd(v)}</Amount>,
          },
          { title: t("bond.bond"), dataIndex: "bond", width: 110, render: (v: string) => <Amount>{usd(v)}</Amount> },
          {
            title: t("admin.col_status"),
            dataIndex: "state",
            width: 120,
            render: (s: number) => <Tag color={["blue", "green", "orange"][s]}>{t(`bond.refund_filter_${s}`)}</Tag>,
          },
          {
            title: t("finance.note"),
            dataIndex: "reason",
            width: 180,
            ellipsis: true,
            render: (v: string | null) => v ?? "—",
          },
          { title: t("admin.col_created"), dataIndex: "createtime", width: 150, render: when },
          {
            title: t("admin.col_actions"),
            key: "actions",
            fixed: "right",
            width: 190,
            render: (_: unknown, r) =>
              r.state === BOND_REFUND_STATE.pending ? (
                <Space wrap size="small">
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => decide(r, true)}
                    data-testid={`bond-agree-${r.id}`}
                  >
                    {t("bond.agree")}
                  </Button>
                  <Button size="small" danger onClick={() => decide(r, false)} data-testid={`bond-disagree-${r.id}`}>
                    {t("bond.disagree")}
                  </Button>
                </Space>
              ) : (
                when(r.reviewtime)
              ),
          },
        ]}
      />
      {q.target && (
        <ReasonDialog
          title={t(q.target.yes ? "bond.agree" : "bond.disagree")}
          summary={q.target.summary}
          label={t("finance.reason_label")}
          confirmText={t("bond.confirm")}
          required={!q.target.yes}
          danger={!q.target.yes}
          busy={q.review.isPending}
          onClose={() => q.setTarget(null)}
          onSubmit={(reason) => q.review.mutate({ id: q.target?.id as number, yes: Boolean(q.target?.yes), reason })}
        />
      )}
    </div>
  );
}
