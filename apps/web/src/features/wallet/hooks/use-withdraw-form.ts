import { useState } from "react";
import { type FieldProblem, useFieldErrors } from "../../../ui";
import type { WithdrawalRecord } from "../api/wallet-api";
import { withdrawalQuote, withinLimits } from "../lib/rules";
import { useWithdrawSubmit } from "./use-withdraw";
import { useAddresses, usePayPasswordSet, useWalletInfo, useWalletRules } from "./wallet-queries";

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The withdrawal screen's state: address, amount with its live quote, fund password, the call. */
export function useWithdrawForm() {
  const { data: rules } = useWalletRules();
  const { data: info, refetch: refetchInfo } = useWalletInfo();
  const { data: addresses } = useAddresses();
  const paySet = usePayPasswordSet(info?.pay_password_set);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [amount, setAmount] = useState("");
  const [payPass, setPayPass] = useState("");
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const { errors, passes } = useFieldErrors();
  const withdraw = useWithdrawSubmit(setDone);

  const w = rules?.withdraw;
  /** after a fund-password or email change: when withdrawals open again (unix seconds), else null */
  const openAt = info?.withdraw_open_at ?? null;
  const opensAt = openAt !== null && openAt * 1000 > Date.now() ? openAt : null;
  const quote = w && AMOUNT.test(amount.trim()) ? withdrawalQuote(amount.trim(), w.fee_ppm) : null;

  /** The spec's order: address (network), amount within the limits, fund password. */
  const check = (): FieldProblem => {
    if (!w) return null;
    if (!addressId) return ["address", "errors.withdraw_address_required"];
    const a = amount.trim();
    if (!AMOUNT.test(a) || !withinLimits(a, w.min, "99999999999"))
      return ["amount", "errors.withdraw_amount_incorrect"];
    if (!withinLimits(a, w.min, w.max)) return ["amount", "errors.exceeds_limit"];
    if (!paySet) return ["paypass", "errors.pay_password_not_set"];
    if (!/^\d{6}$/.test(payPass)) return ["paypass", "errors.pay_password_format"];
    return null;
  };

  const submit = () => {
    if (!passes(check())) return;
    const body = { address_id: addressId as number, amount: amount.trim(), pay_password: payPass };
    // a refused password is typed again from the start; the wallet is read again, so a cool-down
    // the server answered (withdraw_cooldown) shows when withdrawals open again
    withdraw.mutate(body, {
      onError: () => {
        setPayPass("");
        void refetchInfo();
      },
    });
  };

  return {
    rules: w,
    info,
    opensAt,
    addresses,
    paySet,
    addressId,
    setAddressId,
    amount,
    setAmount,
    payPass,
    setPayPass,
    quote,
    done,
    errors,
    submit,
    busy: withdraw.isPending,
  };
}
