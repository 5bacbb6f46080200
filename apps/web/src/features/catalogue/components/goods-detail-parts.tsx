import { HeartFilled, HeartOutlined, MessageOutlined, ShopOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import type { GoodsDetail } from "@mp/contracts";
import { Button, InputNumber, Skeleton } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LightTabs } from "../../../ui/light-tabs";
import type { GoodsDetailState } from "../hooks/use-goods-detail-view";
import { formatCount } from "./goods-card";
import { FollowButton, ShopStats, storeHref } from "./shop-card";

export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="detail-row">
      <span className="detail-row__label">{label}</span>
      <span className="detail-row__value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

export function ShopSummary({ shop }: { shop: GoodsDetail["shop"] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <aside className="shop-summary" aria-label={t("catalogue.shop")} data-testid="detail-shop">
      {/* a picture in a circle, not antd's Avatar: that one follows the screen's breakpoints from
          the moment it is placed, redrawing the page at once when the server's drawing is taken over */}
      <span className="shop-summary__logo" aria-hidden>
        {shop.avatar ? <img src={shop.avatar} alt="" width={56} height={56} loading="lazy" /> : <ShopOutlined />}
      </span>
      <div className="shop-summary__body">
        <Link to={storeHref(shop.id)} className="shop-summary__name" dir="auto">
          {shop.shopname}
        </Link>
        <ShopStats shop={shop} />
      </div>
      <div className="shop-summary__actions">
        <FollowButton shopId={shop.id} following={shop.is_following} />
        <Button onClick={() => navigate(storeHref(shop.id))} data-testid="visit-store">
          {t("catalogue.visit_store")}
        </Button>
      </div>
    </aside>
  );
}

/** Quantity within the chosen SKU's stock, and the stock itself. */
export function QuantityRow({ s }: { s: GoodsDetailState }) {
  const { t } = useTranslation();
  return (
    <Row label={t("catalogue.quantity")}>
      <span className="detail__qty">
        <InputNumber
          min={1}
          max={Math.max(1, s.stock)}
          value={s.quantity}
          onChange={s.setQuantity}
          disabled={s.stock < 1}
          aria-label={t("catalogue.quantity")}
          data-testid="quantity"
        />
        <span className="detail__stock" data-testid="stock">
          {s.stock > 0 ? t("catalogue.stock", { n: formatCount(s.stock) }) : t("catalogue.out_of_stock")}
        </span>
      </span>
    </Row>
  );
}

interface ActionProps {
  goods: GoodsDetail;
  s: GoodsDetailState;
  adding?: boolean;
  onAdd: () => void;
  onBuy: () => void;
  onChat: () => void;
}

/** Add to cart, buy now, favourite, chat. */
export function DetailActions({ goods, s, adding, onAdd, onBuy, onChat }: ActionProps) {
  const { t } = useTranslation();
  return (
    <div className="detail__actions">
      <Button size="large" icon={<ShoppingCartOutlined />} loading={adding} onClick={onAdd} data-testid="add-to-cart">
        {t("catalogue.add_to_cart")}
      </Button>
      <Button size="large" type="primary" danger onClick={onBuy} data-testid="buy-now">
        {t("catalogue.buy_now")}
      </Button>
      <Button
        size="large"
        icon={goods.is_favourite ? <HeartFilled /> : <HeartOutlined />}
        loading={s.favouriting}
        aria-pressed={goods.is_favourite}
        onClick={s.toggleFavourite}
        data-testid="favourite-button"
      >
        {goods.is_favourite ? t("catalogue.favourited_label") : t("catalogue.favourite")}
      </Button>
      <Button size="large" type="text" icon={<MessageOutlined />} onClick={onChat} data-testid="chat-button">
        {t("catalogue.chat")}
      </Button>
    </div>
  );
}

/** The description and the reviews (plain tabs: the page is drawn by the server, ui/light-tabs.tsx). */
/** The reviews load with their tab: stars, pictures and the pager stay out of the page's first load. */
const ReviewsPanel = lazy(() => import("./reviews-panel").then((m) => ({ default: m.ReviewsPanel })));

export function DetailTabs({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  return (
    <LightTabs
      className="detail__tabs"
      items={[
        {
          key: "description",
          label: <span data-testid="tab-description">{t("catalogue.description")}</span>,
          children: (
            <div className="detail__description" dir="auto">
              {goods.description || t("catalogue.no_description")}
            </div>
          ),
        },
        {
          key: "reviews",
          label: (
            <span data-testid="tab-reviews">
              {t("catalogue.reviews")} ({formatCount(goods.rating.count)})
            </span>
          ),
          children: (
            <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 3 }} />}>
              <ReviewsPanel goods={goods} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
