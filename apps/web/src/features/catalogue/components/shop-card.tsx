import { HeartFilled, HeartOutlined, ShopOutlined } from "@ant-design/icons";
import type { ShopCard } from "@mp/contracts";
import { Avatar, Button } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLoginGate } from "../hooks/use-login-gate";
import { useFollow } from "../hooks/use-shops";
import { formatCount } from "./goods-card";

export function storeHref(id: number): string {
  return `/store?id=${id}`;
}

/** Followers and products of a shop, as one line. */
export function ShopStats({ shop }: { shop: Pick<ShopCard, "followers" | "goods_count"> }) {
  const { t } = useTranslation();
  return (
    <span className="shop-stats">
      <span>{t("catalogue.followers_count", { n: formatCount(shop.followers) })}</span>
      <span>{t("catalogue.goods_count", { n: formatCount(shop.goods_count) })}</span>
    </span>
  );
}

/** A shop in a list: avatar, name, bio, followers and products, linking to its store page. */
export function ShopCardView({ shop, extra }: { shop: ShopCard; extra?: ReactNode }) {
  return (
    <article className="shop-card" data-testid="shop-card" data-shop-id={shop.id}>
      <Link to={storeHref(shop.id)} className="shop-card__link">
        <Avatar size={56} src={shop.avatar || undefined} icon={<ShopOutlined />} alt="" />
        <div className="shop-card__body">
          <h3 className="shop-card__name" dir="auto">
            {shop.shopname}
          </h3>
          {shop.bio ? (
            <p className="shop-card__bio">
              <bdi>{shop.bio}</bdi>
            </p>
          ) : null}
          <ShopStats shop={shop} />
        </div>
      </Link>
      {extra ? <div className="shop-card__extra">{extra}</div> : null}
    </article>
  );
}

/** Follow / unfollow a shop; a visitor is asked to log in first. */
export function FollowButton({ shopId, following, size }: { shopId: number; following: boolean; size?: "small" }) {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const follow = useFollow();
  return (
    <Button
      size={size}
      type={following ? "default" : "primary"}
      icon={following ? <HeartFilled /> : <HeartOutlined />}
      loading={follow.isPending}
      onClick={() => gate() && follow.mutate({ id: shopId, follow: !following })}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {following ? t("catalogue.following") : t("catalogue.follow")}
    </Button>
  );
}
