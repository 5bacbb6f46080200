import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { GoodsDetail, GoodsSku } from "@mp/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { useFeedback } from "../../../ui/app-feedback";
import { LightBreadcrumb } from "../../../ui/light-breadcrumb";
import { categoryListHref } from "../hooks/use-category-tree";
import { useGoodsDetailView } from "../hooks/use-goods-detail-view";
import { formatCount } from "./goods-card";
import { DetailActions, DetailTabs, QuantityRow, Row, ShopSummary } from "./goods-detail-parts";
import { GoodsGallery } from "./goods-gallery";
import { ChosenSpec, SpecPicker } from "./spec-picker";

/** What the page does with a chosen SKU in stock (the cart feature, composed by the route). */
export interface BuyHandlers {
  onAddToCart: (goods: GoodsDetail, sku: GoodsSku, quantity: number) => void;
  onBuyNow: (goods: GoodsDetail, sku: GoodsSku, quantity: number) => void;
  adding?: boolean;
}

interface Props {
  goods: GoodsDetail;
  buy: BuyHandlers;
  /** opens the chat with the product's shop (the chat feature, composed by the route) */
  onChat?: (goods: GoodsDetail) => void;
}

/** Product detail (docs/product.md#screens): gallery, price per SKU, specs, quantity, actions, shop, tabs. */
export function GoodsDetailView({ goods, buy, onChat }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const money = useMoney();
  const s = useGoodsDetailView(goods);
  const images = goods.images.length ? goods.images : [goods.image];
  const act = (what: "onAddToCart" | "onBuyNow") => {
    const sku = s.readySku();
    if (sku) buy[what](goods, sku, s.quantity);
  };
  const chat = () => (onChat ? s.gate() && onChat(goods) : message.info(t("catalogue.chat_soon")));

  return (
    <article className="detail" data-testid="goods-detail" data-goods-id={goods.id}>
      <LightBreadcrumb
        className="detail__crumbs"
        label={t("catalogue.breadcrumb")}
        items={[
          { key: "home", content: <Link to="/">{t("catalogue.home")}</Link> },
          ...goods.category.path.map((c) => ({
            key: String(c.id),
            content: <Link to={categoryListHref(c)}>{c.name}</Link>,
          })),
        ]}
      />
      <div className="detail__top">
        <GoodsGallery images={images} title={goods.title} />
        <div className="detail__info">
          <h1 className="detail__title" data-testid="detail-title" dir="auto">
            {goods.title}
          </h1>
          <Tag icon={<SafetyCertificateOutlined />} color="success" className="detail__genuine">
            {t("catalogue.genuine")}
          </Tag>
          {goods.title_auto ? (
            <Tag className="detail__auto" data-testid="detail-title-auto">
              {t("catalogue.title_auto")}
            </Tag>
          ) : null}
          <div className="detail__price-box">
            <span className="detail-row__label">{t("catalogue.price")}</span>
            <span className="detail__price" data-testid="detail-price">
              {s.price}
            </span>
          </div>
          <Row label={t("catalogue.freight")}>
            {Number(goods.freight) > 0 ? money(goods.freight) : t("catalogue.free_shipping")}
          </Row>
          <Row label={t("catalogue.sales")}>{formatCount(goods.sales)}</Row>
          <Row label={t("catalogue.followers")} testId="detail-followers">
            {formatCount(goods.followers)}
          </Row>
          {goods.brand ? (
            <Row label={t("catalogue.brand")}>
              <bdi>{goods.brand}</bdi>
            </Row>
          ) : null}
          <SpecPicker specs={goods.specs} skus={goods.skus} chosen={s.chosen} onChange={s.setChosen} />
          <ChosenSpec specs={goods.specs} chosen={s.chosen} />
          <QuantityRow s={s} />
          <DetailActions
            goods={goods}
            s={s}
            adding={buy.adding}
            onAdd={() => act("onAddToCart")}
            onBuy={() => act("onBuyNow")}
            onChat={chat}
          />
        </div>
      </div>
      <ShopSummary shop={goods.shop} />
      <DetailTabs goods={goods} />
    </article>
  );
}
