import { ORDER_STATE } from "@mp/contracts/constants";
import { Badge, Button, Input, Pagination, Tabs, Tag } from "antd";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { dateTime } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { EmptyState, ErrorState, LoadingState } from "../../../ui";
import type { ShopOrder, ShopOrderTab } from "../api/shop-orders-api";
import { useShopOrderList } from "../hooks/use-shop-orders";
import { OrderStateTag } from "./order-state-tag";

/** The /shop-order tabs (docs/states.md); /wait_order shows the three "to ship" views instead. */
export const ORDER_TABS: ShopOrderTab[] = ["all", "1", "2", "3", "4", "6", "7", "refund"];
export const TO_SHIP_TABS: ShopOrderTab[] = ["ship_own", "pay_supplier", "at_desk"];

/** The shop's orders by tab with counts, a search by order number or buyer, paged. */
export function ShopOrderList({ tabs = ORDER_TABS, search = true }: { tabs?: ShopOrderTab[]; search?: boolean }) {
  const { t } = useTranslation();
  const s = useShopOrderList(tabs[0] as ShopOrderTab);
  const answer = s.list.data;
  return (
    <div className="shop-orders">
      {search && (
        <Input.Search
          allowClear
          className="shop-orders__search"
          placeholder={t("shop_orders.search")}
          onSearch={(v) => s.setKeyword(v.trim())}
          enterButton
          data-testid="shop-order-search"
        />
      )}
      <Tabs
        activeKey={s.tab}
        onChange={(k) => s.setTab(k as ShopOrderTab)}
        items={tabs.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`shop-order-tab-${tab}`}>
              {t(`shop_orders.tab_${tab}`)}{" "}
              <Badge count={answer?.counts[tab] ?? 0} showZero overflowCount={9999} color="#8c8c8c" />
            </span>
          ),
        }))}
      />
      {s.list.isError && !answer ? (
        <ErrorState onRetry={() => void s.list.refetch()} />
      ) : !answer ? (
        <LoadingState />
      ) : answer.data.length === 0 ? (
        <EmptyState text={s.keyword ? t("shop_orders.none_found") : t("shop_orders.none")} />
      ) : (
        <>
          <ul className="shop-orders__list" aria-busy={s.list.isFetching}>
            {answer.data.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
          <Pagination
            className="shop-orders__pages"
            current={s.list.page}
            pageSize={answer.per_page}
            total={answer.total}
            showSizeChanger={false}
            onChange={s.list.setPage}
            size="small"
          />
        </>
      )}
    </div>
  );
}

function OrderRow({ order: o }: { order: ShopOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const href = `/order_stay_detail?id=${o.id}`;
  // the whole card opens the order (a pointer's target); the button stays the keyboard's way in
  const openRow = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a, button") || window.getSelection()?.toString()) return;
    navigate(href);
  };
  const first = o.goods[0];
  const next =
    o.state === ORDER_STATE.TO_SHIP && !o.supplier
      ? "shop_orders.action_ship"
      : o.state === ORDER_STATE.TO_SHIP && !o.delivery_paid
        ? "shop_orders.action_pay_ship"
        : "shop_orders.action_view";
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row's own link below is its keyboard equivalent
    <li
      className="shop-order-row shop-order-row--open"
      data-testid="shop-order-row"
      data-order-id={o.id}
      onClick={openRow}
    >
      <div className="shop-order-row__head">
        <span className="shop-order-row__no">
          {t("shop_orders.order_no")} <bdi>{o.order_no}</bdi>
        </span>
        <span className="shop-order-row__time">{dateTime(o.createtime)}</span>
        <OrderStateTag state={o.state} preparing={o.preparing} />
      </div>
      <div className="shop-order-row__body">
        {first && <img src={first.image} alt="" width={56} height={56} className="shop-order-row__pic" />}
        <div className="shop-order-row__info">
          <bdi className="shop-order-row__title">{first?.title}</bdi>
          {o.goods.length > 1 && (
            <span className="shop-order-row__more">{t("shop_orders.more_lines", { n: o.goods.length - 1 })}</span>
          )}
          <span className="shop-order-row__buyer">
            {t("shop_orders.buyer")}: <bdi>{o.buyer.nickname}</bdi>
          </span>
          {o.supplier && <Tag color="gold">{t("shop_orders.supplier_goods")}</Tag>}
        </div>
        <div className="shop-order-row__money">
          <strong>{money(o.pay)}</strong>
          <span>{t("shop_orders.items", { n: o.number })}</span>
        </div>
      </div>
      <div className="shop-order-row__foot">
        <Link to={href} data-testid="shop-order-open">
          <Button size="small" type={next === "shop_orders.action_view" ? "default" : "primary"}>
            {t(next)}
          </Button>
        </Link>
      </div>
    </li>
  );
}
