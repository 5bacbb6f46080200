import { Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { GoodsListing, SubcategoryChips } from "../../features/catalogue";
import { useMetaDescription } from "../../lib/meta-description";

/**
 * `/goods_cate`: a category listing (category_id, name) or a goods search (keyword, time).
 * `time` only makes a repeated search a new URL; the listing ignores it. Each has its own meta
 * description (the category's name, or the words searched), as product and store pages do.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = Number(params.get("category_id")) || 0;
  const name = params.get("name") ?? "";
  const keyword = (params.get("keyword") ?? "").trim();
  const filter = useMemo(() => (categoryId ? { category_id: categoryId } : undefined), [categoryId]);
  const op = useMemo(() => (categoryId ? { category_id: "in" } : undefined), [categoryId]);
  const title = categoryId
    ? name || t("catalogue.category")
    : keyword
      ? t("catalogue.search_for", { keyword })
      : t("catalogue.all_goods");
  useMetaDescription(
    !categoryId && keyword
      ? t("catalogue.search_description", { keyword })
      : t("catalogue.category_description", { name: title }),
  );
  return (
    <div className="container page" data-testid="goods-cate">
      <Typography.Title level={1} className="page-title" data-testid="listing-title">
        {title}
      </Typography.Title>
      {categoryId ? <SubcategoryChips categoryId={categoryId} /> : null}
      <GoodsListing
        key={`${categoryId}-${keyword}`}
        filter={filter}
        op={op}
        search={categoryId ? undefined : keyword}
        relevance={!categoryId && Boolean(keyword)}
        emptyText={keyword ? t("catalogue.no_search_results", { keyword }) : undefined}
      />
    </div>
  );
}
