import type { Page } from "@mp/contracts";
import { useState } from "react";
import { usePagedQuery } from "../../../../ui";
import type { ReviewStatus } from "../../api/wallet-api";
import type { QueueFilter } from "../queue-parts";
import type { ReviewTarget } from "../review-dialog";

/** A review queue: the status tab (pending first), the page, and the request being decided. */
export function useReviewQueue<T>(
  key: string,
  load: (page: number, status?: ReviewStatus, limit?: number) => Promise<Page<T>>,
) {
  const [status, setStatus] = useState<QueueFilter>("daishen");
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const asked = status === "all" ? undefined : status;
  const list = usePagedQuery([key, status], (page) => load(page, asked));
  /** every page of the tab on screen, 100 a call (the CSV export) */
  const loadAll = (page: number) => load(page, asked, 100);
  return { status, setStatus, list, loadAll, target, setTarget, close: () => setTarget(null) };
}
