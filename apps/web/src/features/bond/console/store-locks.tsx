import { Button, Input, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import type { ConsoleShop } from "../api/bond-api";
import { useStoreLocks } from "../hooks/use-bond-console";
import { ReasonDialog } from "./reason-dialog";

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
        placeholder={t("bond.search_shops")}
        onSearch={s.setKeyword}
        data-testid="stores-search"
      />
      <PagedTable<ConsoleShop>
        {...pagedTableProps(s.list)}
        rowKey="id"
        scrollX={760}
        label={t("bond.stores_menu")}
        columns={[
          { title: t("admin.col_id"), dataIndex: "id", width: 80 },
          { title: t("bond.shop"), dataIndex: "shopname" },
          { title: t("finance.user"), dataIndex: "user_id", width: 100 },
          {
            title: t("admin.col_status"),
            dataIndex: "state",
            render: (v: number) => (
              <Tag color={v === 2 ? "red" : v === 1 ? "green" : "default"}>{t(`bond.shop_state_${v}`)}</Tag>
            ),
          },
          { title: t("admin.col_created"), dataIndex: "createtime", render: (v: number) => dayjs.unix(v).format("L") },
          {
            title: t("admin.col_actions"),
            key: "actions",
            width: 140,
            render: (_: unknown, shop) =>
              shop.state === 0 ? null : (
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
          target={{ ...s.target, yes: !s.target.yes }}
          needReason
          busy={s.lock.isPending}
          onClose={() => s.setTarget(null)}
          onSubmit={(reason) => s.lock.mutate({ id: s.target?.id as number, yes: Boolean(s.target?.yes), reason })}
        />
      )}
    </div>
  );
}
