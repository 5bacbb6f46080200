import { useQuery } from "@tanstack/react-query";
import { Empty, Pagination, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { COUPON_TABS, type Coupon, type CouponTab, couponsApi } from "../api/coupons-api";
import { couponsKey, useCouponReceive } from "../hooks/use-coupon-receive";
import { CouponCard } from "./coupon-card";

function CouponPage({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const [page, setPage] = useState(1);
  const receive = useCouponReceive();
  const { data } = useQuery({
    queryKey: [...couponsKey, tab, page, token],
    queryFn: () => couponsApi.list(tab, page),
    enabled: Boolean(token),
  });
  const offered = tab === "all" || tab === "new" || tab === "unclaimed";

  const claim = (c: Coupon) => receive.mutate(c.id);
  const claiming = receive.isPending ? receive.variables : null;

  if (!data) return <Skeleton active />;
  if (data.data.length === 0) return <Empty description={t("coupons.empty")} />;
  return (
    <>
      <ul className="coupon-list" data-testid={`coupon-list-${tab}`}>
        {data.data.map((c) => (
          <CouponCard
            key={c.user_coupon_id ?? c.id}
            c={c}
            onClaim={offered ? claim : undefined}
            busy={claiming === c.id}
          />
        ))}
      </ul>
      {data.total > data.per_page && (
        <Pagination
          className="coupon-pages"
          current={data.current_page}
          pageSize={data.per_page}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

/** The coupons page: tabs all, new arrival, unclaimed, unused, used, expired. */
export function CouponCenter() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponTab>("all");
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setTab(k as CouponTab)}
      destroyOnHidden
      items={COUPON_TABS.map((k) => ({
        key: k,
        label: <span data-testid={`coupon-tab-${k}`}>{t(`coupons.tab_${k}`)}</span>,
        children: <CouponPage tab={k} />,
      }))}
    />
  );
}
