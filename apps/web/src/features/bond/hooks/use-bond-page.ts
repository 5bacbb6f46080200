import { formatMoney } from "@mp/money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type BondPayInput, type BondPayResult, bondApi } from "../api/bond-api";

export const bondKeys = { info: ["bond-info"], contract: (lang: string) => ["bond-contract", lang] } as const;

/** `/shop_bond`: the shop's bond and level, the level table, and which dialog is open. */
export function useBondPage() {
  const info = useQuery({ queryKey: bondKeys.info, queryFn: bondApi.info, retry: false });
  const [dialog, setDialog] = useState<"pay" | "refund" | null>(null);
  return { info, dialog, open: setDialog, close: () => setDialog(null) };
}

/** The contract in the interface language, with its version. */
export function useBondContract(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: bondKeys.contract(i18n.language), queryFn: bondApi.contract, enabled });
}

/**
 * POST shop/bond_pay with one Idempotency-Key per opened dialog: a retried submit pays once. A
 * contract changed since it was shown (`contract_changed`) is loaded again, to be read and signed.
 */
export function useBondPay(onDone: (paid: BondPayResult) => void) {
  const [key] = useState(newIdempotencyKey);
  const client = useQueryClient();
  const call = (v: BondPayInput) =>
    bondApi.pay(v, key).catch((e: unknown) => {
      if (e instanceof ApiError && e.key === "contract_changed")
        void client.invalidateQueries({ queryKey: ["bond-contract"] });
      throw e;
    });
  return useApiMutation(call, {
    invalidate: [bondKeys.info, ["wallet-info"], ["wallet-records"]],
    onSuccess: onDone,
  });
}

/** POST shop/bond_refund: asks finance to return bond (down to a level, or an amount); says it was sent. */
export function useBondRefund(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [key] = useState(newIdempotencyKey);
  return useApiMutation((v: { level?: number; amount?: string }) => bondApi.refund(v, key), {
    invalidate: [bondKeys.info],
    onSuccess: (r) => {
      message.success(t("bond.refund_sent", { amount: formatMoney(r.money, "en") }));
      onDone();
    },
  });
}
