import { InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput, ScrollTable } from "../../../ui";

export interface SkuDraft {
  key: string;
  spec_values: Record<string, string>;
  price: string;
  stock: number | null;
}

/** One row per combination of specification values: its price and stock. */
export function SkuTable({
  value = [],
  onChange,
  readOnlyPrice,
}: {
  value?: SkuDraft[];
  onChange?: (v: SkuDraft[]) => void;
  /** a supplier listing: prices follow the ratio, stock is the supplier's */
  readOnlyPrice?: boolean;
}) {
  const { t } = useTranslation();
  const set = (key: string, next: Partial<SkuDraft>) =>
    onChange?.(value.map((s) => (s.key === key ? { ...s, ...next } : s)));
  const names = Object.keys(value[0]?.spec_values ?? {});
  return (
    <ScrollTable<SkuDraft>
      label={t("shopGoods.skus")}
      size="small"
      className="sku-table"
      rowKey="key"
      pagination={false}
      dataSource={value}
      scrollX={300}
      data-testid="sku-table"
      columns={[
        ...(names.length
          ? names.map((n) => ({ title: n, key: `spec:${n}`, render: (_: unknown, s: SkuDraft) => s.spec_values[n] }))
          : [{ title: t("shopGoods.spec_none"), key: "none", render: () => t("shopGoods.spec_single") }]),
        {
          title: t("shopGoods.price"),
          key: "price",
          width: 130,
          render: (_: unknown, s: SkuDraft) =>
            readOnlyPrice ? (
              s.price
            ) : (
              <MoneyInput
                value={s.price}
                onChange={(v) => set(s.key, { price: v })}
                aria-label={t("shopGoods.price")}
                data-testid="sku-price"
              />
            ),
        },
        {
          title: t("shopGoods.stock"),
          key: "stock",
          width: 96,
          render: (_: unknown, s: SkuDraft) =>
            readOnlyPrice ? (
              s.stock
            ) : (
              <InputNumber
                min={0}
                max={1_000_000}
                precision={0}
                value={s.stock}
                onChange={(v) => set(s.key, { stock: v === null ? null : Number(v) })}
                aria-label={t("shopGoods.stock")}
                data-testid="sku-stock"
              />
            ),
        },
      ]}
    />
  );
}
