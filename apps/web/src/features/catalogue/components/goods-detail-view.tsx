import {
  HeartFilled,
  HeartOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
} from "@ant-design/icons";
import type { GoodsDetail, GoodsSku } from "@mp/contracts";
import { App, Avatar, Breadcrumb, Button, InputNumber, Tabs, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useMoney } from "../../../lib/money";
import { type Chosen, chosenSku, priceRange } from "../hooks/spec-logic";
import { categoryListHref } from "../hooks/use-category-tree";
import { useCollect } from "../hooks/use-goods";
import { useLoginGate } from "../hooks/use-login-gate";
import { formatCount } from "./goods-card";
import { GoodsGallery } from "./goods-gallery";
import { ReviewsPanel } from "./reviews-panel";
import { FollowButton, ShopStats, storeHref } from "./shop-card";
import { SpecPicker } from "./spec-picker";

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="detail-row">
      <span className="detail-row__label">{label}</span>
      <span className="detail-row__value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

function ShopSummary({ shop }: { shop: GoodsDetail["shop"] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <aside className="shop-summary" aria-label={t("catalogue.shop")} data-testid="detail-shop">
      <Avatar size={56} src={shop.avatar || undefined} icon={<ShopOutlined />} alt="" />
      <div className="shop-summary__body">
        <Link to={storeHref(shop.id)} className="shop-summary__name">
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

/** What the page does with a chosen SKU in stock (the cart feature, composed by the route). */
export interface BuyHandlers {
  onAddToCart: (goods: GoodsDetail, sku: GoodsSku, quantity: number) => void;
  onBuyNow: (goods: GoodsDetail, sku: GoodsSku, quantity: number) => void;
  adding?: boolean;
}

/** Product detail (SPEC.md section 2): gallery, price per SKU, specs, quantity, actions, shop, tabs. */
export function GoodsDetailView({
  goods,
  buy,
  onChat,
}: {
  goods: GoodsDetail;
  buy: BuyHandlers;
  /** opens the chat with the product's shop (the chat feature, composed by the route) */
  onChat?: (goods: GoodsDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const money = useMoney();
  const gate = useLoginGate();
  const collect = useCollect();
  const [chosen, setChosen] = useState<Chosen>({});
  const [quantity, setQuantity] = useState(1);
  const sku = chosenSku(goods.specs, goods.skus, chosen);
  const stock = sku ? sku.stock : goods.stock;
  const [low, high] = useMemo(() => priceRange(goods.skus, goods.price), [goods.skus, goods.price]);
  const price = sku ? money(sku.price) : low === high ? money(low) : `${money(low)} – ${money(high)}`;
  const images = goods.images.length ? goods.images : [goods.image];

  const needSpec = () => {
    if (sku && sku.stock > 0) return false;
    message.warning(t(sku ? "catalogue.out_of_stock" : "catalogue.choose_spec"));
    return true;
  };
  const act = (what: "onAddToCart" | "onBuyNow") => {
    if (needSpec() || !sku) return;
    buy[what](goods, sku, quantity);
  };

  return (
    <article className="detail" data-testid="goods-detail" data-goods-id={goods.id}>
      <Breadcrumb
        className="detail__crumbs"
        items={[
          { title: <Link to="/">{t("catalogue.home")}</Link> },
          ...goods.category.path.map((c) => ({ title: <Link to={categoryListHref(c)}>{c.name}</Link> })),
        ]}
      />
      <div className="detail__top">
        <GoodsGallery images={images} title={goods.title} />
        <div className="detail__info">
          <h1 className="detail__title" data-testid="detail-title">
            {goods.title}
          </h1>
          <Tag icon={<SafetyCertificateOutlined />} color="success" className="detail__genuine">
            {t("catalogue.genuine")}
          </Tag>
          <div className="detail__price-box">
            <span className="detail-row__label">{t("catalogue.price")}</span>
            <span className="detail__price" data-testid="detail-price">
              {price}
            </span>
          </div>
          <Row label={t("catalogue.freight")}>
            {Number(goods.freight) > 0 ? money(goods.freight) : t("catalogue.free_shipping")}
          </Row>
          <Row label={t("catalogue.sales")}>{formatCount(goods.sales)}</Row>
          <Row label={t("catalogue.followers")} testId="detail-followers">
            {formatCount(goods.followers)}
          </Row>
          {goods.brand ? <Row label={t("catalogue.brand")}>{goods.brand}</Row> : null}
          <SpecPicker
            specs={goods.specs}
            skus={goods.skus}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              setQuantity(1);
            }}
          />
          <Row label={t("catalogue.quantity")}>
            <span className="detail__qty">
              <InputNumber
                min={1}
                max={Math.max(1, stock)}
                value={quantity}
                onChange={(v) => setQuantity(Math.min(Math.max(1, Number(v) || 1), Math.max(1, stock)))}
                disabled={stock < 1}
                aria-label={t("catalogue.quantity")}
                data-testid="quantity"
              />
              <span className="detail__stock" data-testid="stock">
                {stock > 0 ? t("catalogue.stock", { n: formatCount(stock) }) : t("catalogue.out_of_stock")}
              </span>
            </span>
          </Row>
          <div className="detail__actions">
            <Button
              size="large"
              icon={<ShoppingCartOutlined />}
              loading={buy.adding}
              onClick={() => act("onAddToCart")}
              data-testid="add-to-cart"
            >
              {t("catalogue.add_to_cart")}
            </Button>
            <Button size="large" type="primary" danger onClick={() => act("onBuyNow")} data-testid="buy-now">
              {t("catalogue.buy_now")}
            </Button>
            <Button
              size="large"
              icon={goods.is_favourite ? <HeartFilled /> : <HeartOutlined />}
              loading={collect.isPending}
              aria-pressed={goods.is_favourite}
              onClick={() => {
                if (!gate()) return;
                collect.mutate(
                  { id: goods.id, collect: !goods.is_favourite },
                  {
                    onSuccess: (r) =>
                      message.success(t(r.is_favourite ? "catalogue.favourited" : "catalogue.unfavourited")),
                  },
                );
              }}
              data-testid="favourite-button"
            >
              {goods.is_favourite ? t("catalogue.favourited_label") : t("catalogue.favourite")}
            </Button>
            <Button
              size="large"
              type="text"
              icon={<MessageOutlined />}
              onClick={() => (onChat ? gate() && onChat(goods) : message.info(t("catalogue.chat_soon")))}
              data-testid="chat-button"
            >
              {t("catalogue.chat")}
            </Button>
          </div>
        </div>
      </div>
      <ShopSummary shop={goods.shop} />
      <Tabs
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
            children: <ReviewsPanel goods={goods} />,
          },
        ]}
      />
    </article>
  );
}
