import { Empty, Pagination, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { SHOPS_PAGE_SIZE, useShops } from "../hooks/use-shops";
import { formatCount } from "./goods-card";
import { ShopCardView } from "./shop-card";

/** Shop search results with pagination. */
export function ShopList({ search, page, onPage }: { search: string; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const q = useShops(search, page);
  if (q.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  const shops = q.data?.data ?? [];
  if (!shops.length) return <Empty description={t("catalogue.no_shops")} data-testid="shop-list-empty" />;
  return (
    <>
      <p className="listing__total">{t("catalogue.shops_found", { n: formatCount(q.data?.total ?? 0) })}</p>
      <div className="shop-list" data-testid="shop-list">
        {shops.map((s) => (
          <ShopCardView key={s.id} shop={s} />
        ))}
      </div>
      {(q.data?.total ?? 0) > SHOPS_PAGE_SIZE ? (
        <Pagination
          className="listing__pages"
          current={page}
          pageSize={SHOPS_PAGE_SIZE}
          total={q.data?.total}
          showSizeChanger={false}
          onChange={onPage}
          data-testid="shop-pagination"
        />
      ) : null}
    </>
  );
}
