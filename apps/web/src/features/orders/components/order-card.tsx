import { ShopOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import type { Order } from "../api/orders-api";
import { useOrderActions } from "../hooks/use-order-actions";
import { type OrderAction, orderActions, stateLabel } from "../lib/order-state";
import { OrderLines } from "./order-lines";
import { EditAddressModal, LogisticsModal } from "./order-modals";

const STATE_COLOURS: Record<number, string> = {
  1: "orange",
  2: "blue",
  3: "cyan",
  4: "purple",
  6: "green",
  7: "default",
};

/** The buttons of an order's actions, in the order of docs/states.md. */
export function OrderActionButtons({ order, exclude = [] }: { order: Order; exclude?: OrderAction[] }) {
  const { t } = useTranslation();
  const act = useOrderActions();
  const [modal, setModal] = useState<"address" | "logistics" | null>(null);
  const labels: Record<OrderAction, string> = {
    pay: "orders.continue_payment",
    cancel: "orders.cancel_order",
    confirm: "orders.confirm_receipt",
    review: "orders.review",
    address: "orders.modify_address",
    logistics: "orders.logistics",
    refund: "orders.apply_refund",
    delete: "orders.delete",
    contact: "orders.contact_merchant",
  };
  const run: Record<OrderAction, () => void> = {
    pay: () => act.pay(order),
    cancel: () => act.cancel(order),
    confirm: () => act.confirm(order),
    review: () => act.review(order),
    address: () => setModal("address"),
    logistics: () => setModal("logistics"),
    refund: () => act.detail(order),
    delete: () => act.remove(order),
    contact: () => act.contact(order),
  };
  const primary = new Set<OrderAction>(["pay", "confirm", "review"]);
  return (
    <div className="order-actions">
      {orderActions(order)
        .filter((a) => !exclude.includes(a))
        .map((a) => (
          <Button
            key={a}
            type={primary.has(a) ? "primary" : "default"}
            danger={a === "pay"}
            onClick={run[a]}
            data-testid={`order-${a}`}
          >
            {t(labels[a])}
          </Button>
        ))}
      {modal === "address" ? (
        <EditAddressModal order={order} onClose={() => setModal(null)} onDone={act.refresh} />
      ) : null}
      {modal === "logistics" ? <LogisticsModal order={order} onClose={() => setModal(null)} /> : null}
    </div>
  );
}

/** One order in the list: shop, state, lines, actual payment and actions. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article className="order-block" data-testid="order-card" data-order-id={order.id} data-state={order.state}>
      <header className="order-block__head">
        <span>
          <ShopOutlined /> <span dir="auto">{order.shop.name}</span>
        </span>
        <Link to={`/order-detail?id=${order.id}`} className="order-block__no" data-testid="order-open">
          {t("orders.order_no")}: <bdi>{order.order_no}</bdi>
        </Link>
        <span className="order-block__state">
          <Tag color={STATE_COLOURS[order.state]} data-testid="order-state">
            {t(stateLabel(order.state, order.preparing))}
          </Tag>
        </span>
      </header>
      <OrderLines lines={order.goods} href={`/order-detail?id=${order.id}`} />
      <footer className="order-block__foot">
        <span>
          {t("orders.actual_payment")}: <bdi className="order-block__paid">{money(order.pay)}</bdi>
        </span>
        <OrderActionButtons order={order} />
      </footer>
    </article>
  );
}
