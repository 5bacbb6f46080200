import type { GoodsCard } from "@mp/contracts";
import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { count } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";

/** `/productDetails` link of a product. */
export function goodsHref(id: number): string {
  return `/productDetails?id=${id}`;
}

/** A count ("1,234", "1.234", "1 234") in the reader's language (lib/dates.ts keeps one formatter per language). */
export const formatCount = (n: number): string => count(n);

interface Props {
  goods: GoodsCard;
  showSales?: boolean;
  /** an action under the card (remove from favourites or history) */
  extra?: ReactNode;
}

/**
 * Product card: 192px image, title (two lines at most), price in the chosen money type, sales; a
 * placement bought through a store level carries the "Promoted" label (docs/rules.md#promotion).
 */
export function GoodsCardView({ goods, showSales, extra }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const image = goods.image || goods.goods?.image;
  const title = goods.title || goods.goods?.title;
  return (
    <article className="goods-card" data-testid="goods-card" data-goods-id={goods.id}>
      <Link to={goodsHref(goods.id)} className="goods-card__link">
        <div className="goods-card__image">
          {image ? <img src={image} alt="" loading="lazy" decoding="async" /> : null}
          {goods.promoted ? (
            <span className="goods-card__promoted" data-testid="goods-card-promoted">
              {t("catalogue.promoted")}
            </span>
          ) : null}
        </div>
        <div className="goods-card__body">
          <h3 className="goods-card__title" title={title} dir="auto" data-testid="goods-card-title">
            {title}
          </h3>
          <div className="goods-card__meta">
            <span className="goods-card__price" data-testid="goods-card-price" data-usd={goods.price}>
              {money(goods.price || goods.goods?.price || "0")}
            </span>
            {showSales ? (
              <span className="goods-card__sales">{t("catalogue.sold", { n: formatCount(goods.sales) })}</span>
            ) : null}
          </div>
        </div>
      </Link>
      {extra ? <div className="goods-card__extra">{extra}</div> : null}
    </article>
  );
}

/** Placeholder card while a list loads. */
export function GoodsCardSkeleton() {
  return (
    <div className="goods-card goods-card--skeleton" aria-hidden>
      <div className="goods-card__image skeleton-block" />
      <div className="goods-card__body">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    </div>
  );
}
