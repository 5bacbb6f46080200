import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Result, Skeleton } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useMoney } from "../../../lib/money";
import { ordersApi } from "../api/orders-api";
import { useShippingAddresses } from "../hooks/use-addresses";
import { usePurchase } from "../hooks/use-purchase";
import { AddressPicker } from "./address-picker";
import { ConfirmShopBlock } from "./confirm-shop-block";

/**
 * `/order_confirm`: the address, one block per shop priced by the server (`order/confirm`, which
 * writes nothing), coupons and remarks; submitting places one order per shop and goes to payment.
 */
export function ConfirmView({ addAddressDialog }: { addAddressDialog?: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const purchase = usePurchase();
  const addresses = useShippingAddresses();
  const [addressId, setAddressId] = useState<number>();
  const [coupons, setCoupons] = useState<Record<number, number>>({});
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (addressId || !addresses.data?.length) return;
    // the default address first, passing over any the platform cannot deliver to
    const usable = addresses.data.filter((a) => a.deliverable !== 0);
    setAddressId((usable.find((a) => a.default) ?? usable[0])?.id);
  }, [addresses.data, addressId]);

  const preview = useQuery({
    queryKey: ["order-confirm", purchase, addressId, coupons],
    queryFn: () => ordersApi.confirm(purchase as NonNullable<typeof purchase>, addressId, coupons),
    enabled: Boolean(purchase) && !addresses.isPending,
    placeholderData: keepPreviousData,
  });

  if (!purchase) {
    return (
      <Result
        status="warning"
        title={t("orders.nothing_to_buy")}
        extra={<Link to="/shopping_cart">{t("orders.back_to_cart")}</Link>}
      />
    );
  }
  if (preview.isError && !preview.data) {
    const err = preview.error;
    return (
      <Result
        status="warning"
        title={err instanceof ApiError ? err.message : t("orders.load_failed")}
        extra={[
          <Button key="retry" onClick={() => void preview.refetch()}>
            {t("orders.retry")}
          </Button>,
          <Link key="cart" to="/shopping_cart">
            {t("orders.back_to_cart")}
          </Link>,
        ]}
        data-testid="confirm-error"
      />
    );
  }
  const data = preview.data;

  const submit = async () => {
    if (!addressId) return;
    setBusy(true);
    try {
      const remark = Object.fromEntries(Object.entries(remarks).filter(([, v]) => v.trim()));
      const placed = await ordersApi.addOrder(purchase, addressId, remark, coupons);
      void client.invalidateQueries({ queryKey: ["cart"] });
      void client.invalidateQueries({ queryKey: ["orders"] });
      navigate(`/payment?order_ids=${placed.order_ids.join(",")}`, { replace: true });
    } catch {
      // the API client shows the message (inventory shortage, own store, ...)
      void preview.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="confirm" data-testid="confirm">
      <Card title={t("orders.shipping_address")} className="confirm__card">
        <AddressPicker
          value={addressId}
          onChange={setAddressId}
          onAdd={addAddressDialog ? () => setAdding(true) : undefined}
        />
        {adding && addAddressDialog
          ? addAddressDialog(() => {
              setAdding(false);
              void addresses.refetch();
            })
          : null}
      </Card>
      {data ? (
        data.shops.map((b) => (
          <ConfirmShopBlock
            key={b.shop.id}
            block={b}
            coupon={coupons[b.shop.id]}
            onCoupon={(id) =>
              setCoupons((c) => {
                const next = { ...c };
                if (id) next[b.shop.id] = id;
                else delete next[b.shop.id];
                return next;
              })
            }
            remark={remarks[b.shop.id] ?? ""}
            onRemark={(text) => setRemarks((r) => ({ ...r, [b.shop.id]: text }))}
          />
        ))
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      {data ? (
        <footer className="confirm__bar" data-testid="confirm-bar">
          <dl className="order-sums order-sums--bar">
            <dt>{t("orders.goods_total")}</dt>
            <dd>
              <bdi>{money(data.goods_total)}</bdi>
            </dd>
            <dt>{t("orders.freight")}</dt>
            <dd>
              <bdi>{money(data.freight)}</bdi>
            </dd>
            {Number(data.discount) > 0 ? (
              <>
                <dt>{t("orders.discount")}</dt>
                <dd>
                  <bdi>−{money(data.discount)}</bdi>
                </dd>
              </>
            ) : null}
            <dt className="order-sums__total">{t("orders.to_pay")}</dt>
            <dd className="order-sums__total">
              <bdi data-testid="confirm-total">{money(data.total)}</bdi>
            </dd>
          </dl>
          {!addressId && !addresses.isPending ? (
            <Alert type="warning" showIcon title={t("errors.address_required")} />
          ) : null}
          <Button
            type="primary"
            danger
            size="large"
            loading={busy}
            disabled={!addressId || preview.isFetching}
            onClick={() => void submit()}
            data-testid="confirm-submit"
          >
            {t("orders.submit_order")}
          </Button>
        </footer>
      ) : null}
    </div>
  );
}
