import { useTranslation } from "react-i18next";
import { usd } from "../../../lib/money";
import { ScrollTable } from "../../../ui";
import type { StoreLevelView } from "../api/bond-api";

/** The bond is kept in US dollars: the app's one formatter of that currency. */
export { usd };

/** The published level table: what each level's bond buys, shown before anyone pays. */
export function LevelTable({ levels, current }: { levels: StoreLevelView[]; current?: number }) {
  const { t } = useTranslation();
  return (
    <ScrollTable<StoreLevelView>
      label={t("bond.table_title")}
      data-testid="bond-level-table"
      rowKey="level"
      size="small"
      pagination={false}
      scrollX={640}
      dataSource={levels}
      rowClassName={(l) => (l.level === current ? "bond-current-row" : "")}
      columns={[
        {
          title: t("bond.level"),
          dataIndex: "level",
          render: (v: number) => <strong data-testid={`bond-level-row-${v}`}>{t("bond.level_n", { n: v })}</strong>,
        },
        { title: t("bond.bond"), dataIndex: "bond", render: (v: string) => <bdi>{usd(v)}</bdi> },
        { title: t("bond.profit_ratio"), dataIndex: "profit_ratio", render: (v: number) => <bdi>{`≤ ${v}%`}</bdi> },
        { title: t("bond.daily_impressions"), dataIndex: "daily_impressions" },
        {
          title: t("bond.product_limit"),
          dataIndex: "product_limit",
          render: (v: number | null) => (v === null ? t("bond.unlimited") : v),
        },
        {
          title: t("bond.price_cap"),
          dataIndex: "price_cap",
          render: (v: string | null) => (v === null ? t("bond.no_cap") : <bdi>{usd(v)}</bdi>),
        },
      ]}
    />
  );
}
