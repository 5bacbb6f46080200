import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Empty, Pagination, Result, Spin, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { type OrderTab, ordersApi } from "../api/orders-api";
import { ORDER_TABS } from "../lib/order-state";
import { OrderCard } from "./order-card";

/** `/my-order`: the tabs all, unpaid, to ship, to receive, to review and returned, with paging. */
export function OrderList({ tab, onTab }: { tab: OrderTab; onTab: (tab: OrderTab) => void }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ["orders", "list", token, tab, page],
    queryFn: () => ordersApi.list(tab, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="order-list" data-testid="order-list">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setPage(1);
          onTab(k as OrderTab);
        }}
        items={ORDER_TABS.map((x) => ({
          key: x.tab,
          label: <span data-testid={`order-tab-${x.tab}`}>{t(x.label)}</span>,
        }))}
      />
      {q.isError ? (
        <Result
          status="warning"
          title={t("orders.load_failed")}
          extra={<Button onClick={() => void q.refetch()}>{t("orders.retry")}</Button>}
        />
      ) : (
        <Spin spinning={q.isFetching}>
          {q.data && q.data.data.length === 0 ? (
            <Empty description={t("orders.empty")} data-testid="orders-empty">
              <Link to="/">{t("orders.continue_shopping")}</Link>
            </Empty>
          ) : null}
          {!q.data ? <div className="order-list__placeholder" /> : null}
          <div
            className="order-list__items"
            data-testid="order-items"
            data-tab={tab}
            data-ready={q.data && !q.isPlaceholderData ? 1 : 0}
          >
            {q.data?.data.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </div>
          {q.data && q.data.total > q.data.per_page ? (
            <Pagination
              className="order-list__pager"
              current={page}
              total={q.data.total}
              pageSize={q.data.per_page}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </Spin>
      )}
    </div>
  );
}
