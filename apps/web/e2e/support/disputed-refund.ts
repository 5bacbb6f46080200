import type { apiOf } from "./api.js";

type Api = ReturnType<typeof apiOf>;
type Session = { token: string };

/**
 * A refund of $1.00 of `orderId` ("Arrived scratched", with `images`), refused by the merchant
 * with `refusal` and taken to the platform by the shopper: it waits for the console's arbitration.
 */
export async function refundTakenToPlatform(
  api: Api,
  {
    shopper,
    merchant,
    orderId,
    images,
    refusal,
  }: {
    shopper: Session;
    merchant: Session;
    orderId: number;
    images?: string[];
    refusal: string;
  },
) {
  const refund = await api.call<{ id: number; refund_no: string }>(
    "/api/wanlshop/refund/apply",
    { order_id: orderId, type: 0, money: "1.00", reason: "Arrived scratched", ...(images ? { images } : {}) },
    { Token: shopper.token },
  );
  await api.call("/api/wanlshop/shop/refund/refuse", { id: refund.id, reason: refusal }, { Token: merchant.token });
  await api.call("/api/wanlshop/refund/arbitration", { id: refund.id }, { Token: shopper.token });
  return refund;
}

/**
 * The demo shopper (with a fund password and money for it) gets the journeys' address, buys the
 * demo merchant's cheapest goods in stock under $250 and pays; then asks a refund of $1.00 with
 * `images`, which the merchant refuses with `refusal`, and takes it to the platform. Answers the
 * order and the refund waiting for arbitration.
 */
export async function disputedRefund(
  api: Api,
  {
    shopper,
    merchant,
    payPassword,
    images,
    refusal,
  }: { shopper: Session; merchant: Session; payPassword: string; images: string[]; refusal: string },
) {
  await api.addAddress(shopper.token);
  const goods = await api.call<{ data: { id: number; price: string }[] }>(
    "/api/wanlshop/shop/goods/list",
    {},
    { Token: merchant.token },
  );
  let pick: { goods_id: number; sku_id: number } | null = null;
  for (const one of [...goods.data].sort((x, y) => Number(x.price) - Number(y.price))) {
    const detail = await api.goodsDetail(one.id);
    const sku = detail?.skus.find((k) => k.stock >= 1 && Number(k.price) < 250);
    if (sku) {
      pick = { goods_id: one.id, sku_id: sku.id };
      break;
    }
  }
  if (!pick) throw new Error("the demo merchant has no goods in stock under $250");
  const { order_ids } = await api.call<{ order_ids: number[] }>(
    "/api/wanlshop/order/addOrder",
    { ...pick, number: 1 },
    { Token: shopper.token },
  );
  const orderId = order_ids[0] as number;
  await api.pay(shopper.token, orderId, payPassword);
  const refund = await refundTakenToPlatform(api, { shopper, merchant, orderId, images, refusal });
  return { orderId, refund };
}
