import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { usePagedQuery } from "../../../ui";
import { financeApi } from "../api/finance-api";

export const financeKeys = {
  pending: ["shop-settle-pending"],
  settled: ["shop-settle-list"],
  report: (by: string, from: string, to: string) => ["shop-finance-report", by, from, to],
} as const;

/** `/Available`: the pending list by page, with the balances the answer carries. */
export const usePending = () => usePagedQuery(financeKeys.pending, financeApi.pending);

/** `/settlement`, first tab: settled orders by page. */
export const useSettled = () => usePagedQuery(financeKeys.settled, financeApi.settled);

const DEFAULTS = {
  day: (): [Dayjs, Dayjs] => [dayjs().subtract(29, "day"), dayjs()],
  month: (): [Dayjs, Dayjs] => [dayjs().subtract(11, "month").startOf("month"), dayjs()],
};

/** `/settlement`, second tab: by day or month over a range (UTC dates), the last 30 days or 12 months at first. */
export function useFinanceReport() {
  const [by, setByState] = useState<"day" | "month">("day");
  const [range, setRange] = useState<[Dayjs, Dayjs]>(DEFAULTS.day);
  const from = range[0].format("YYYY-MM-DD");
  const to = range[1].format("YYYY-MM-DD");
  const query = useQuery({
    queryKey: financeKeys.report(by, from, to),
    queryFn: () => financeApi.report({ by, from, to }),
    placeholderData: keepPreviousData,
  });
  const setBy = (next: "day" | "month") => {
    setByState(next);
    setRange(DEFAULTS[next]());
  };
  return { by, setBy, range, setRange, query };
}
