import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ordersApi } from "../api/orders-api";
import { useShippingAddresses } from "./use-addresses";
import { usePlaceOrder } from "./use-place-order";
import { usePurchase } from "./use-purchase";

/** The order confirmation's state: address, coupons and remarks per shop, the server's pricing, the order call. */
export function useConfirm() {
  const navigate = useNavigate();
  const purchase = usePurchase();
  const addresses = useShippingAddresses();
  const [addressId, setAddressId] = useState<number>();
  const [coupons, setCoupons] = useState<Record<number, number>>({});
  const [remarks, setRemarks] = useState<Record<number, string>>({});
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

  const place = usePlaceOrder((ids) => navigate(`/payment?order_ids=${ids.join(",")}`, { replace: true }));

  const submit = () => {
    if (!addressId || !purchase) return;
    const remark = Object.fromEntries(Object.entries(remarks).filter(([, v]) => v.trim()));
    // a refusal (inventory shortage, own store, ...) is shown by the API client; the prices load again
    place.mutate({ purchase, addressId, remark, coupons }, { onError: () => void preview.refetch() });
  };

  const setCoupon = (shopId: number, id: number | undefined) =>
    setCoupons((c) => {
      const next = { ...c };
      if (id) next[shopId] = id;
      else delete next[shopId];
      return next;
    });

  return {
    purchase,
    preview,
    addressId,
    setAddressId,
    addressesPending: addresses.isPending,
    adding,
    startAdding: () => setAdding(true),
    /** the add-address dialog closed: read the addresses again */
    added: () => {
      setAdding(false);
      void addresses.refetch();
    },
    coupons,
    setCoupon,
    remarks,
    setRemark: (shopId: number, text: string) => setRemarks((r) => ({ ...r, [shopId]: text })),
    submit,
    busy: place.isPending,
  };
}
