import { useState } from "react";
import type { SearchOption } from "../../../../ui";
import { usePagedQuery } from "../../../../ui";
import { financeApi } from "../../api/wallet-api";

/** The ledger desk's user search: a part of a name or an e-mail, or an id, as the users list finds them. */
export async function searchUsers(keyword: string): Promise<SearchOption[]> {
  const page = await financeApi.findUsers(keyword);
  return page.data.map((u) => ({
    value: u.id,
    text: `${u.nickname} · ${u.email}`,
    detail: `#${u.id}`,
  }));
}

/** The ledger desk: the user chosen (by name or e-mail), the posting type filter and the page. */
export function useUserLedger() {
  const [user, setUser] = useState<SearchOption | null>(null);
  const [type, setType] = useState("");
  const userId = user?.value ?? null;
  const ledger = usePagedQuery(
    ["finance-ledger", userId, type],
    (page) => financeApi.ledger(userId as number, page, type),
    {
      enabled: userId !== null,
      retry: false,
    },
  );
  return { user, setUser, userId, type, setType, ledger };
}
