import { Empty, Pagination, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { toUsdFilter, useMoneyType, useRates } from "../../../lib/money";
import { pageLinks } from "../../../ui";
import type { GoodsQuery } from "../api/catalogue-api";
import { useGoodsList } from "../hooks/use-goods";
import { formatCount } from "./goods-card";
import { GoodsGrid } from "./goods-grid";
import { PriceFilter, SORT_KEYS, type SortKey, SortTabs } from "./listing-controls";

export const LISTING_PAGE_SIZE = 20;

const SORTS: Record<Exclude<SortKey, "default">, Pick<GoodsQuery, "sort" | "order">> = {
  newest: { sort: "shop_goods.createtime", order: "desc" },
  sales: { sort: "shop_goods.sales", order: "desc" },
  price_asc: { sort: "shop_goods.price", order: "asc" },
  price_desc: { sort: "shop_goods.price", order: "desc" },
};

interface Props {
  /** filter and op of the listing itself (category subtree, shop) */
  filter?: Record<string, string | number>;
  op?: Record<string, string>;
  search?: string;
  /** what 'Comprehensive' means: newest first for a category or shop, relevance for a search */
  relevance?: boolean;
  emptyText?: string;
}

/**
 * A product listing whose page, sort and price range live in the URL (page, sort, min, max),
 * so that back and reload keep them. The range is typed in the chosen money type and sent in USD.
 */
export function GoodsListing({ filter, op, search, relevance, emptyText }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const type = useMoneyType();
  const rates = useRates();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const sortParam = params.get("sort") as SortKey | null;
  const sort: SortKey = sortParam && SORT_KEYS.includes(sortParam) ? sortParam : "default";
  const min = params.get("min") ?? "";
  const max = params.get("max") ?? "";

  const query = useMemo<GoodsQuery>(() => {
    const f: Record<string, string | number> = { ...filter };
    const o: Record<string, string> = { ...op };
    const low = min ? toUsdFilter(min, type, rates, "low") : "";
    const high = max ? toUsdFilter(max, type, rates, "high") : "";
    if (low || high) {
      f["shop_goods.price"] = `${low ?? ""},${high ?? ""}`;
      o["shop_goods.price"] = "between";
    }
    const order = sort === "default" ? (relevance ? {} : SORTS.newest) : SORTS[sort];
    return { search, page, limit: LISTING_PAGE_SIZE, filter: f, op: o, ...order };
  }, [filter, op, search, page, sort, min, max, type, rates, relevance]);

  const q = useGoodsList(query);
  const update = (next: Record<string, string>) => {
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: true },
    );
  };
  const total = q.data?.total ?? 0;
  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <div className="listing" data-testid="goods-listing">
      <div className="listing__controls">
        <SortTabs value={sort} onChange={(v) => update({ sort: v === "default" ? "" : v, page: "" })} />
        <PriceFilter min={min} max={max} onApply={(a, b) => update({ min: a, max: b, page: "" })} />
      </div>
      <Typography.Text type="secondary" className="listing__total" data-testid="listing-total">
        {q.isPending ? "\u00a0" : t("catalogue.results", { n: formatCount(total) })}
      </Typography.Text>
      <div className={q.isFetching && !q.isPending ? "listing__grid listing__grid--stale" : "listing__grid"}>
        <GoodsGrid
          items={q.data?.data}
          loading={q.isPending}
          showSales
          skeletons={LISTING_PAGE_SIZE}
          testId="listing-grid"
          empty={<Empty description={emptyText ?? t("catalogue.no_goods")} />}
        />
      </div>
      {total > LISTING_PAGE_SIZE ? (
        <Pagination
          className="listing__pages"
          current={page}
          pageSize={LISTING_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          responsive
          itemRender={pageLinks(pageHref)}
          onChange={(p) => {
            update({ page: p > 1 ? String(p) : "" });
            window.scrollTo({ top: 0 });
          }}
          data-testid="listing-pagination"
        />
      ) : null}
    </div>
  );
}
