import { ShopOutlined } from "@ant-design/icons";
import { Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import type { ConfirmShop } from "../api/orders-api";
import { OrderLines } from "./order-lines";

interface Props {
  block: ConfirmShop;
  coupon: number | undefined;
  onCoupon: (id: number | undefined) => void;
  remark: string;
  onRemark: (text: string) => void;
}

/** One shop's part of the checkout: its lines, freight, coupon, remark and the server's total. */
export function ConfirmShopBlock({ block, coupon, onCoupon, remark, onRemark }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const coupons = block.coupons;
  return (
    <section className="order-block" data-testid="confirm-shop" data-shop-id={block.shop.id}>
      <header className="order-block__head">
        <ShopOutlined /> <span dir="auto">{block.shop.name}</span>
      </header>
      <OrderLines lines={block.lines} />
      <dl className="order-sums">
        <dt>{t("orders.goods_total")}</dt>
        <dd>
          <bdi>{money(block.goods_total)}</bdi>
        </dd>
        <dt>{t("orders.freight")}</dt>
        <dd>
          <bdi data-testid="confirm-freight">
            {Number(block.freight) > 0 ? money(block.freight) : t("orders.free_shipping")}
          </bdi>
        </dd>
        {coupons.length > 0 ? (
          <>
            <dt>{t("orders.coupon")}</dt>
            <dd>
              <Select
                allowClear
                className="order-sums__coupon"
                value={coupon}
                onChange={(v) => onCoupon(v ?? undefined)}
                placeholder={t("orders.coupon_none")}
                options={coupons.map((c) => ({
                  value: c.user_coupon_id,
                  disabled: !c.reachable,
                  label: c.reachable
                    ? `${c.name} (−${money(c.discount)})`
                    : `${c.name} (${t("orders.coupon_threshold", { amount: money(c.threshold) })})`,
                }))}
                data-testid="confirm-coupon"
              />
            </dd>
          </>
        ) : null}
        {Number(block.discount) > 0 ? (
          <>
            <dt>{t("orders.discount")}</dt>
            <dd>
              <bdi>−{money(block.discount)}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t("orders.remark")}</dt>
        <dd>
          <Input
            value={remark}
            maxLength={200}
            onChange={(e) => onRemark(e.target.value)}
            placeholder={t("orders.remark_placeholder")}
            data-testid="confirm-remark"
          />
        </dd>
        <dt className="order-sums__total">{t("orders.shop_total")}</dt>
        <dd className="order-sums__total">
          <bdi data-testid="confirm-shop-total">{money(block.total)}</bdi>
        </dd>
      </dl>
    </section>
  );
}
