import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation, usePagedQuery } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { bondConsoleApi } from "../api/bond-api";

export type RefundFilter = "0" | "1" | "2" | "all";

/** A decision being made: agree or disagree, on one request or one store. */
export interface Decision {
  id: number;
  yes: boolean;
  summary: string;
}

function useDone() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return () => void message.success(t("admin.done"));
}

/** The finance bond-refund queue: waiting first, the page, and the request being decided. */
export function useBondRefundQueue() {
  const [state, setState] = useState<RefundFilter>("0");
  const [target, setTarget] = useState<Decision | null>(null);
  const list = usePagedQuery(["bond-refunds", state], (page) =>
    bondConsoleApi.refunds(page, state === "all" ? undefined : Number(state)),
  );
  const done = useDone();
  const review = useApiMutation(
    (v: { id: number; yes: boolean; reason: string }) => bondConsoleApi.review(v.id, v.yes, v.reason),
    {
      invalidate: [["bond-refunds"]],
      onSuccess: () => {
        done();
        setTarget(null);
      },
    },
  );
  return { state, setState, list, target, setTarget, review };
}

/** The operator's store list with the lock and unlock action. */
export function useStoreLocks() {
  const [keyword, setKeyword] = useState("");
  const [target, setTarget] = useState<Decision | null>(null);
  const list = usePagedQuery(["console-shops", keyword], (page) => bondConsoleApi.shops(page, keyword));
  const done = useDone();
  const lock = useApiMutation(
    (v: { id: number; yes: boolean; reason: string }) => bondConsoleApi.lock(v.id, v.yes, v.reason),
    {
      invalidate: [["console-shops"]],
      onSuccess: () => {
        done();
        setTarget(null);
      },
    },
  );
  return { keyword, setKeyword, list, target, setTarget, lock };
}
