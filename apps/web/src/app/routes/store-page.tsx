import { MessageOutlined, ShopOutlined } from "@ant-design/icons";
import { Button, Result, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { GoodsListing, ShopHeader, useShop } from "../../features/catalogue";
import { openChat } from "../../features/chat";
import { useAppStore } from "../../lib/app-store";
import { useMetaDescription } from "../../lib/meta-description";

/** `/store?id=`: the shop's header and its goods with sort and pagination. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || 0;
  const shop = useShop(id);
  const filter = useMemo(() => ({ shop_id: id }), [id]);
  // the owner on their own shop's page: no Follow, no chat with themselves, a way to manage it
  const own = useAppStore((s) => Boolean(id) && s.userData?.shop?.id === id);
  useMetaDescription(shop.data ? [shop.data.shopname, shop.data.bio].filter(Boolean).join(". ") : undefined);
  if (!id || shop.isError) {
    return (
      <div className="container page">
        <Result
          status="404"
          title={<h1 className="result-title">{t("catalogue.shop_missing")}</h1>}
          extra={
            <Button type="primary" onClick={() => navigate("/")}>
              {t("common.back_home")}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="container page" data-testid="store">
      <ShopHeader
        shop={shop.data}
        loading={shop.isPending}
        own={own}
        actions={
          own ? (
            <Button icon={<ShopOutlined />} onClick={() => navigate("/merchant")} data-testid="shop-manage">
              {t("merchants.my_shop")}
            </Button>
          ) : (
            <Button icon={<MessageOutlined />} onClick={() => void openChat({ shopId: id })} data-testid="shop-chat">
              {t("chat.chat_with_shop")}
            </Button>
          )
        }
      />
      <Typography.Title level={2} className="section-title">
        {t("catalogue.shop_goods")}
      </Typography.Title>
      <GoodsListing key={id} filter={filter} emptyText={t("catalogue.shop_no_goods")} />
    </div>
  );
}
