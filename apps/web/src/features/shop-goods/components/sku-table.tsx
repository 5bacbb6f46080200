import { Form, InputNumber } from "antd";
import { NoFormStyle } from "antd/es/form/context";
import { useTranslation } from "react-i18next";
import { MoneyInput, ScrollTable } from "../../../ui";

export interface SkuDraft {
  key: string;
  spec_values: Record<string, string>;
  price: string;
  stock: number | null;
}

/** Which boxes of a row are wrong, so that only they are outlined when the table's check fails. */
export type SkuProblems = (s: SkuDraft) => { price: boolean; stock: boolean };

/** One row per combination of specification values: its price and stock. */
export function SkuTable({
  value = [],
  onChange,
  readOnlyPrice,
  problems,
}: {
  value?: SkuDraft[];
  onChange?: (v: SkuDraft[]) => void;
  /** a supplier listing: prices follow the ratio, stock is the supplier's */
  readOnlyPrice?: boolean;
  /** the boxes to outline while the table's check fails (a price over the cap, a stock left empty) */
  problems?: SkuProblems;
}) {
  const { t } = useTranslation();
  // the form item's error would outline every box inside it: each box shows its own instead
  const failing = Form.Item.useStatus().status === "error";
  const wrong = (s: SkuDraft) => (failing && problems ? problems(s) : { price: false, stock: false });
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
              <NoFormStyle status>
                <MoneyInput
                  value={s.price}
                  onChange={(v) => set(s.key, { price: v })}
                  status={wrong(s).price ? "error" : undefined}
                  aria-label={t("shopGoods.price")}
                  aria-invalid={wrong(s).price || undefined}
                  data-testid="sku-price"
                />
              </NoFormStyle>
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
              <NoFormStyle status>
                <InputNumber
                  min={0}
                  max={1_000_000}
                  precision={0}
                  value={s.stock}
                  onChange={(v) => set(s.key, { stock: v === null ? null : Number(v) })}
                  status={wrong(s).stock ? "error" : undefined}
                  aria-label={t("shopGoods.stock")}
                  aria-invalid={wrong(s).stock || undefined}
                  data-testid="sku-stock"
                />
              </NoFormStyle>
            ),
        },
      ]}
    />
  );
}
