import { ShopOutlined } from "@ant-design/icons";
import { Avatar, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { date } from "../../../lib/dates";
import type { ShopInfo } from "../api/catalogue-api";
import { FollowButton, ShopStats } from "./shop-card";
import { ShopHoursView } from "./shop-hours";

/** Store page header: the banner, avatar, name, bio, followers and products, working hours, follow button. */
export function ShopHeader({
  shop,
  loading,
  actions,
  own = false,
}: {
  shop: ShopInfo | undefined;
  loading: boolean;
  /** the signed-in user owns this shop: no Follow button (one cannot follow one's own shop) */
  own?: boolean;
  /** more buttons beside Follow (the route adds the chat button) */
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (loading || !shop) {
    return (
      <div className="shop-header">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  }
  return (
    <>
      {shop.banner ? <img className="shop-banner" src={shop.banner} alt="" data-testid="store-banner" /> : null}
      <header className="shop-header" data-testid="shop-header">
        <Avatar size={88} src={shop.avatar || undefined} icon={<ShopOutlined />} alt="" />
        <div className="shop-header__body">
          <h1 className="shop-header__name" data-testid="shop-name">
            {shop.shopname}
          </h1>
          {shop.bio ? (
            <p className="shop-header__bio" data-testid="store-bio">
              <bdi>{shop.bio}</bdi>
            </p>
          ) : null}
          <ShopStats shop={shop} />
          {shop.hours ? <ShopHoursView hours={shop.hours} openNow={shop.open_now} /> : null}
          {shop.createtime ? (
            <span className="shop-header__since">{t("catalogue.shop_since", { date: date(shop.createtime) })}</span>
          ) : null}
        </div>
        <div className="shop-header__actions">
          {own ? null : <FollowButton shopId={shop.id} following={shop.is_following} />}
          {actions}
        </div>
      </header>
    </>
  );
}
