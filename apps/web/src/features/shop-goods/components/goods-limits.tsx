import { Alert, Progress } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import type { ShopGoodsLimits } from "../api/shop-goods-api";

/** The level's limits above the goods pages: products used of allowed, price cap, highest ratio. */
export function GoodsLimits({ limits }: { limits: ShopGoodsLimits | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!limits) return null;
  const full = limits.product_limit !== null && limits.products >= limits.product_limit;
  const percent = limits.product_limit ? Math.min(100, Math.round((limits.products / limits.product_limit) * 100)) : 0;
  return (
    <section className="goods-limits" data-testid="goods-limits" aria-label={t("shopGoods.limits_label")}>
      <div className="goods-limits__level">
        <span className="goods-limits__badge">{t("shopGoods.level_n", { n: limits.level })}</span>
        <Link to="/shop_bond" data-testid="goods-limits-bond">
          {t("shopGoods.raise_level")}
        </Link>
      </div>
      <dl className="goods-limits__facts">
        <div>
          <dt>{t("shopGoods.products_used")}</dt>
          {/* a dl's groups hold dt and dd only: the bar is part of the figure, named by its term */}
          <dd>
            <span data-testid="goods-limits-products">
              {limits.product_limit === null
                ? t("shopGoods.used_of_unlimited", { used: limits.products })
                : t("shopGoods.used_of", { used: limits.products, limit: limits.product_limit })}
            </span>
            {limits.product_limit !== null ? (
              <Progress
                percent={percent}
                showInfo={false}
                size="small"
                status={full ? "exception" : "normal"}
                aria-label={t("shopGoods.products_used")}
              />
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t("shopGoods.price_cap")}</dt>
          <dd>{limits.price_cap === null ? t("shopGoods.no_cap") : money(limits.price_cap)}</dd>
        </div>
        <div>
          <dt>{t("shopGoods.max_ratio")}</dt>
          <dd>
            <bdi dir="ltr">{limits.profit_ratio}%</bdi>
          </dd>
        </div>
      </dl>
      {full ? <Alert type="warning" showIcon message={t("shopGoods.limit_reached")} /> : null}
    </section>
  );
}
