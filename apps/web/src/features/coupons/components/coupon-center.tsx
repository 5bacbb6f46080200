import { useQuery } from "@tanstack/react-query";
import { Pagination, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { EmptyState } from "../../../ui";
import { COUPON_TABS, type CouponTab, couponsApi } from "../api/coupons-api";
import { useClaimCoupon } from "../hooks/use-claim-coupon";
import { CouponCard } from "./coupon-card";

const couponsKey = ["coupons"] as const;

function CouponPage({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const [page, setPage] = useState(1);
  const claim = useClaimCoupon();
  const claiming = claim.isPending ? claim.variables?.id : undefined;
  const { data } = useQuery({
    queryKey: [...couponsKey, tab, page, token],
    queryFn: () => couponsApi.list(tab, page),
    enabled: Boolean(token),
  });
  const offered = tab === "all" || tab === "new" || tab === "unclaimed";

  if (!data) return <Skeleton active />;
  if (data.data.length === 0) return <EmptyState text={t("coupons.empty")} />;
  return (
    <>
      <ul className="coupon-list" data-testid={`coupon-list-${tab}`}>
        {data.data.map((c) => (
          <CouponCard
            key={c.user_coupon_id ?? c.id}
            c={c}
            onClaim={offered ? claim.mutate : undefined}
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
