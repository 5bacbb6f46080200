import { levelRatioPpm, ratioPpmOf, sellPriceMinor } from "@mp/contracts/constants";
import { compareAmounts, parseAmount, toDecimalString } from "@mp/money";
import { Alert, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { DialogShell } from "../../../ui";
import type { ShopGoodsLimits, SupplierGoodsRow } from "../api/shop-goods-api";
import { useAddSupplier } from "../hooks/use-shop-goods";

/** What a ratio typed so far gives: the sell price and profit per unit, or why it cannot be used. */
export function ratioPreview(buy: string, typed: string, maxRatio: number | undefined) {
  const ppm = ratioPpmOf(typed);
  const buyMinor = parseAmount(buy) ?? 0n;
  if (ppm === null || ppm <= 0n) return { problem: typed.trim() ? ("invalid" as const) : ("empty" as const) };
  if (maxRatio !== undefined && ppm > levelRatioPpm(maxRatio)) return { problem: "too_high" as const };
  const sell = sellPriceMinor(buyMinor, ppm);
  return { problem: null, sell: toDecimalString(sell), profit: toDecimalString(sell - buyMinor) };
}

/** "List in my shop": the profit ratio with the sell price and the profit per unit shown live. */
export function RatioDialog({
  goods,
  limits,
  onClose,
}: {
  goods: SupplierGoodsRow | null;
  limits: ShopGoodsLimits | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [ratio, setRatio] = useState("");
  const [tried, setTried] = useState(false);
  const close = () => {
    setRatio("");
    setTried(false);
    onClose();
  };
  const add = useAddSupplier(close);
  const preview = goods ? ratioPreview(goods.jhjg, ratio, limits?.profit_ratio) : null;
  const overCap =
    preview?.problem === null &&
    limits?.price_cap !== null &&
    limits?.price_cap !== undefined &&
    compareAmounts(preview.sell, limits.price_cap) > 0;
  const problem =
    preview?.problem === "invalid" || (tried && preview?.problem === "empty")
      ? t("errors.ratio_invalid")
      : preview?.problem === "too_high"
        ? t("shopGoods.ratio_over", { max: limits?.profit_ratio })
        : overCap
          ? t("errors.price_cap")
          : undefined;
  const submit = () => {
    setTried(true);
    if (!goods || preview?.problem !== null || overCap) return;
    add.mutate({ supplier_goods_id: goods.id, ratio: ratio.trim() });
  };
  return (
    <DialogShell
      open={goods !== null}
      title={t("shopGoods.list_in_shop")}
      onClose={close}
      testId="ratio-dialog"
      submit={{ text: t("shopGoods.list_submit"), onSubmit: submit, busy: add.isPending, testId: "ratio-submit" }}
    >
      {goods ? (
        <div className="ratio-dialog">
          <div className="goods-cell">
            <img src={goods.image} alt="" width={56} height={56} />
            <span className="goods-cell__title" dir="auto">
              {goods.title}
            </span>
          </div>
          <dl className="ratio-dialog__facts">
            <div>
              <dt>{t("shopGoods.buy_price")}</dt>
              <dd>{money(goods.jhjg)}</dd>
            </div>
            <div>
              <dt>{t("shopGoods.max_ratio")}</dt>
              <dd>
                <bdi dir="ltr">{limits?.profit_ratio ?? "–"}%</bdi>
              </dd>
            </div>
          </dl>
          <Form layout="vertical" onFinish={submit}>
            <Form.Item
              label={t("shopGoods.ratio")}
              validateStatus={problem ? "error" : undefined}
              help={problem ?? t("shopGoods.ratio_help", { max: limits?.profit_ratio })}
            >
              <Input
                autoFocus
                inputMode="decimal"
                suffix="%"
                value={ratio}
                onChange={(e) => setRatio(e.target.value)}
                data-testid="ratio-input"
                placeholder={limits ? String(limits.profit_ratio) : ""}
              />
            </Form.Item>
          </Form>
          <dl className="ratio-dialog__result">
            <div>
              <dt>{t("shopGoods.sell_price")}</dt>
              <dd data-testid="ratio-sell-price">{preview?.problem === null ? money(preview.sell) : "–"}</dd>
            </div>
            <div>
              <dt>{t("shopGoods.profit_per_unit")}</dt>
              <dd data-testid="ratio-profit">{preview?.problem === null ? money(preview.profit) : "–"}</dd>
            </div>
          </dl>
          <p className="ratio-dialog__note">{t("shopGoods.ratio_note")}</p>
          {limits && limits.product_limit !== null && limits.products >= limits.product_limit ? (
            <Alert type="warning" showIcon message={t("shopGoods.limit_reached")} data-testid="ratio-limit-reached" />
          ) : null}
        </div>
      ) : null}
    </DialogShell>
  );
}
