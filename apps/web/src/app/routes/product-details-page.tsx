import { Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useBuyActions } from "../../features/cart";
import { GoodsDetailView, useGoodsDetail } from "../../features/catalogue";
import { openChat } from "../../features/chat";
import { useMetaDescription } from "../../lib/meta-description";

/** `/productDetails?id=`; the server records the view in the shopper's history. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || 0;
  const q = useGoodsDetail(id);
  const buy = useBuyActions();
  useMetaDescription(q.data ? `${q.data.title}. ${q.data.description}` : undefined);
  return (
    <div className="container page" data-testid="product-details">
      {q.isPending && id > 0 ? <Skeleton active paragraph={{ rows: 12 }} /> : null}
      {q.data ? (
        <GoodsDetailView
          key={q.data.id}
          goods={q.data}
          buy={{ onAddToCart: buy.addToCart, onBuyNow: buy.buyNow, adding: buy.adding }}
          onChat={(g) =>
            void openChat({
              shopId: g.shop.id,
              goods: { id: g.id, title: g.title, image: g.image, price: g.price },
            })
          }
        />
      ) : null}
      {!id || q.isError ? (
        <Result
          status="404"
          title={<h1 className="result-title">{t("catalogue.goods_missing")}</h1>}
          subTitle={t("catalogue.goods_missing_text")}
          extra={
            <Button type="primary" onClick={() => navigate("/")}>
              {t("common.back_home")}
            </Button>
          }
          data-testid="goods-missing"
        />
      ) : null}
    </div>
  );
}
