import { useState } from "react";
import { type FieldProblem, useFieldErrors } from "../../../ui";
import type { AddressNetwork } from "../api/wallet-api";
import { addressValid, compact } from "../lib/rules";
import { useAddressSave } from "./use-address-save";

export interface AddressDraft {
  id?: number;
  network: AddressNetwork;
  address: string;
  bank_name: string;
  account_name: string;
}

export const blankAddress: AddressDraft = { network: "USDT-TRC20", address: "", bank_name: "", account_name: "" };

/** The address editor's state: the draft, its client-side checks and the save call. */
export function useAddressEditor(draft: AddressDraft, onClose: () => void) {
  const [v, setV] = useState<AddressDraft>(draft);
  const { errors, passes, clearAll } = useFieldErrors();
  const save = useAddressSave(onClose);
  const bank = v.network === "BANK";

  const check = (): FieldProblem => {
    if (bank && v.bank_name.trim().length < 2) return ["bank_name", "errors.withdraw_address_required"];
    if (bank && v.account_name.trim().length < 2) return ["account_name", "errors.withdraw_address_required"];
    if (!compact(v.address)) return ["address", "errors.withdraw_address_required"];
    if (!addressValid(v.network, v.address)) return ["address", "errors.address_invalid"];
    return null;
  };

  const submit = () => {
    if (!passes(check())) return;
    save.mutate({
      id: v.id,
      network: v.network,
      address: compact(v.address),
      bank_name: bank ? v.bank_name.trim() : undefined,
      account_name: bank ? v.account_name.trim() : undefined,
    });
  };

  const set = (patch: Partial<AddressDraft>) => {
    setV((x) => ({ ...x, ...patch }));
    clearAll();
  };

  return { v, bank, set, errors, submit, busy: save.isPending };
}
