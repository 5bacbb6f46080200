import { Breadcrumb, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { GoodsEditor, GoodsLimits, useGoodsLimits } from "../../features/shop-goods";

/** `/shop-goods/edit` (new own goods) and `/shop-goods/edit?id=` (edit goods of the shop). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get("id"));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const limits = useGoodsLimits();
  return (
    <div data-testid="shop-goods-edit-page">
      <Breadcrumb
        items={[
          { title: <Link to="/shop-goods">{t("shopGoods.title")}</Link> },
          { title: t(id ? "shopGoods.edit_title" : "shopGoods.new_title") },
        ]}
      />
      <Typography.Title level={1} className="page-title">
        {t(id ? "shopGoods.edit_title" : "shopGoods.new_title")}
      </Typography.Title>
      <GoodsLimits limits={limits.data} />
      <GoodsEditor id={id} limits={limits.data} onDone={() => navigate("/shop-goods")} />
    </div>
  );
}
