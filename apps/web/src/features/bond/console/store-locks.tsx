import { SHOP_STATE } from "@mp/contracts/constants";
import { Button, Input, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { date, dateTime } from "../../../lib/dates";
import { usd } from "../../../lib/money";
import { Amount, PagedTable, pagedTableProps, ReasonDialog, UserCell } from "../../../ui";
import { bondConsoleApi, type ConsoleShop } from "../api/bond-api";
import { useStoreLocks } from "../hooks/use-bond-console";

/** Operators: every store with its state; lock or unlock one with a written reason (audited). */
export function StoreLocks() {
  const { t } = useTranslation();
  const s = useStoreLocks();
  const act = (shop: ConsoleShop) =>
    s.setTarget({
      id: shop.id,
      yes: !shop.locked,
      summary: t(shop.locked ? "bond.unlock_summary" : "bond.lock_summary", { shop: shop.shopname }),
    });
  return (
    <div data-testid="console-stores">
      <Input.Search
        allowClear
        className="bond-search"
        placeholder={t("people.search_shops")}
        onSearch={s.setKeyword}
        data-testid="stores-search"
      />
      <PagedTable<ConsoleShop>
        {...pagedTableProps(s.list)}
        rowKey="id"
        scrollX={1050}
        label={t("bond.stores_menu")}
        csv={{
          filename: "stores",
          load: (page) => bondConsoleApi.shops(page, s.keyword, 100),
          columns: [
            { title: t("admin.col_id"), value: (r) => r.id },
            { title: t("bond.shop"), value: (r) => r.shopname },
            { title: t("bond.csv_owner_id"), value: (r) => r.user_id },
            { title: t("bond.csv_owner_email"), value: (r) => r.owner_email },
            { title: t("people.level"), value: (r) => r.level },
            { title: t("people.bond"), value: (r) => r.bond },
            { title: t("admin.col_status"), value: (r) => t(`bond.shop_state_${r.state}`) },
            { title: t("admin.col_created"), value: (r) => dateTime(r.createtime) },
            { title: t("bond.csv_owner_nickname"), value: (r) => r.owner_nickname },
          ],
        }}
        columns={[
          { title: t("admin.col_id"), dataIndex: "id", width: 80 },
          {
            title: t("bond.shop"),
            dataIndex: "shopname",
            width: 180,
            ellipsis: true,
            render: (v: string) => <bdi>{v}</bdi>,
          },
          {
            title: t("people.owner"),
            key: "owner",
            width: 220,
            render: (_: unknown, shop) => (
              <Link to={`/admin/users/${shop.user_id}`} data-testid={`store-owner-${shop.id}`}>
                <UserCell id={shop.user_id} nickname={shop.owner_nickname} email={shop.owner_email} />
              </Link>
            ),
          },
          { title: t("people.level"), dataIndex: "level", width: 80 },
          {
            title: t("people.bond"),
            dataIndex: "bond",
            width: 110,
            align: "right",
            render: (v: string) => <Amount>{usd(v)}</Amount>,
          },
          {
            title: t("admin.col_status"),
            dataIndex: "state",
            width: 120,
            render: (v: number) => (
              <Tag color={v === 2 ? "red" : v === 1 ? "green" : "default"}>{t(`bond.shop_state_${v}`)}</Tag>
            ),
          },
          {
            title: t("admin.col_created"),
            dataIndex: "createtime",
            width: 120,
            render: (v: number) => date(v),
          },
          {
            title: t("admin.col_actions"),
            key: "actions",
            width: 140,
            render: (_: unknown, shop) =>
              shop.state === SHOP_STATE.closed ? null : (
                <Button
                  size="small"
                  danger={!shop.locked}
                  onClick={() => act(shop)}
                  data-testid={`store-lock-${shop.id}`}
                >
                  {t(shop.locked ? "bond.unlock" : "bond.lock")}
                </Button>
              ),
          },
        ]}
      />
      {s.target && (
        <ReasonDialog
          title={t(s.target.yes ? "bond.lock" : "bond.unlock")}
          summary={s.target.summary}
          label={t("finance.reason_label")}
          confirmText={t("bond.confirm")}
          required
          danger={s.target.yes}
          busy={s.lock.isPending}
          onClose={() => s.setTarget(null)}
          onSubmit={(reason) => s.lock.mutate({ id: s.target?.id as number, yes: Boolean(s.target?.yes), reason })}
        />
      )}
    </div>
  );
}
