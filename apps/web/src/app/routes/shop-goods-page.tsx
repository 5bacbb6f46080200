import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { GoodsLimits, GoodsList, SupplierCatalogue, useGoodsLimits } from "../../features/shop-goods";

/** `/shop-goods`: the level's limits, the shop's goods (on and off the shelf) and the supplier catalogue. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "supplier" ? "supplier" : "mine";
  const limits = useGoodsLimits();
  return (
    <div data-testid="shop-goods-page">
      <Typography.Title level={1} className="page-title">
        {t("shopGoods.title")}
      </Typography.Title>
      <GoodsLimits limits={limits.data} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === "supplier" ? { tab: "supplier" } : {}, { replace: true })}
        items={[
          { key: "mine", label: t("shopGoods.tab_mine"), children: <GoodsList /> },
          {
            key: "supplier",
            label: <span data-testid="goods-supplier-tab">{t("shopGoods.tab_supplier")}</span>,
            children: <SupplierCatalogue limits={limits.data} />,
          },
        ]}
      />
    </div>
  );
}
