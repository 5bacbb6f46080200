import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ShopList } from "../../features/catalogue";

/** `/shop_cate`: shop search (keyword, time). */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get("keyword") ?? "").trim();
  const page = Math.max(1, Number(params.get("page")) || 1);
  return (
    <div className="container page" data-testid="shop-cate">
      <Typography.Title level={1} className="page-title">
        {keyword ? t("catalogue.shops_for", { keyword }) : t("catalogue.all_shops")}
      </Typography.Title>
      <ShopList
        search={keyword}
        page={page}
        onPage={(p) => {
          setParams((old) => {
            const next = new URLSearchParams(old);
            next.set("page", String(p));
            return next;
          });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
