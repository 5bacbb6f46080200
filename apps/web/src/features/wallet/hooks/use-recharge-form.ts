import { useState } from "react";
import { type FieldProblem, useFieldErrors } from "../../../ui";
import type { RechargeRecord } from "../api/wallet-api";
import { withinLimits } from "../lib/rules";
import { useRechargeSubmit } from "./use-recharge";
import { useVoucherUpload } from "./use-voucher-upload";
import { useWalletRules } from "./wallet-queries";

export type RechargeMethod = "usdt" | "bank";
const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The recharge screen's state: method, network, amount, voucher, checks in the spec's order, the call. */
export function useRechargeForm() {
  const { data: rules } = useWalletRules();
  const [method, setMethodValue] = useState<RechargeMethod | null>(null);
  const [network, setNetwork] = useState<string>("");
  const [amount, setAmount] = useState("");
  const [voucher, setVoucher] = useState<{ url: string; preview: string } | null>(null);
  const [done, setDone] = useState<RechargeRecord | null>(null);
  const { errors, passes, clear } = useFieldErrors();
  const recharge = useRechargeSubmit(setDone);
  const upload = useVoucherUpload((v) => {
    setVoucher(v);
    clear("voucher");
  });

  const r = rules?.recharge;
  const usdt = r?.usdt.find((u) => u.network === network) ?? r?.usdt[0];

  /** The spec's order: amount, method, voucher; each with its own message. */
  const check = (): FieldProblem => {
    if (!r) return null;
    if (!AMOUNT.test(amount.trim()) || !withinLimits(amount.trim(), "0.01", "99999999999")) {
      return ["amount", "errors.recharge_amount_required"];
    }
    if (!withinLimits(amount.trim(), r.min, r.max)) return ["amount", "errors.exceeds_limit"];
    if (!method) return ["method", "errors.recharge_method_required"];
    if (!voucher) return ["voucher", "errors.voucher_required"];
    return null;
  };

  const submit = () => {
    if (!passes(check())) return;
    recharge.mutate({
      amount: amount.trim(),
      method: method as RechargeMethod,
      network: method === "usdt" ? usdt?.network : undefined,
      voucher: voucher?.url ?? "",
    });
  };

  const setMethod = (m: RechargeMethod) => {
    setMethodValue(m);
    clear("method");
  };

  return {
    rules: r,
    usdt,
    method,
    setMethod,
    setNetwork,
    amount,
    setAmount,
    voucher,
    uploadVoucher: (file: File) => upload.mutate(file),
    uploading: upload.isPending,
    done,
    errors,
    submit,
    busy: recharge.isPending,
  };
}
