import { useState } from "react";
import { usePagedQuery } from "../../../../ui";
import { financeApi } from "../../api/wallet-api";

/** The ledger desk: the user id typed, the user opened, the posting type filter and the page. */
export function useUserLedger() {
  const [input, setInput] = useState("");
  const [userId, setUserId] = useState<number | null>(null);
  const [type, setType] = useState("");
  const ledger = usePagedQuery(
    ["finance-ledger", userId, type],
    (page) => financeApi.ledger(userId as number, page, type),
    {
      enabled: userId !== null,
      retry: false,
    },
  );
  const open = () => {
    const n = Number(input.trim());
    if (Number.isInteger(n) && n > 0) setUserId(n);
  };
  return { input, setInput: (v: string) => setInput(v.replace(/\D/g, "")), open, userId, type, setType, ledger };
}
