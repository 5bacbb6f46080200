import { Button, Card, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useConfirm } from "../hooks/use-confirm";
import { AddressPicker } from "./address-picker";
import { ConfirmBar } from "./confirm-bar";
import { ConfirmShopBlock } from "./confirm-shop-block";

function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={error instanceof ApiError ? error.message : t("orders.load_failed")}
      extra={[
        <Button key="retry" onClick={onRetry}>
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

/**
 * `/order_confirm`: the address, one block per shop priced by the server (`order/confirm`, which
 * writes nothing), coupons and remarks; submitting places one order per shop and goes to payment.
 */
export function ConfirmView({ addAddressDialog }: { addAddressDialog?: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const c = useConfirm();
  const { preview, addressId } = c;

  if (!c.purchase) {
    return (
      <Result
        status="warning"
        title={t("orders.nothing_to_buy")}
        extra={<Link to="/shopping_cart">{t("orders.back_to_cart")}</Link>}
      />
    );
  }
  if (preview.isError && !preview.data)
    return <LoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  const data = preview.data;

  return (
    <div className="confirm" data-testid="confirm">
      <Card title={t("orders.shipping_address")} className="confirm__card">
        <AddressPicker
          value={addressId}
          onChange={c.setAddressId}
          onAdd={addAddressDialog ? c.startAdding : undefined}
        />
        {c.adding && addAddressDialog ? addAddressDialog(c.added) : null}
      </Card>
      {data ? (
        data.shops.map((b) => (
          <ConfirmShopBlock
            key={b.shop.id}
            block={b}
            coupon={c.coupons[b.shop.id]}
            onCoupon={(id) => c.setCoupon(b.shop.id, id)}
            remark={c.remarks[b.shop.id] ?? ""}
            onRemark={(text) => c.setRemark(b.shop.id, text)}
          />
        ))
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      {data ? (
        <ConfirmBar
          data={data}
          needsAddress={!addressId && !c.addressesPending}
          busy={c.busy}
          disabled={!addressId || preview.isFetching}
          onSubmit={c.submit}
        />
      ) : null}
    </div>
  );
}
