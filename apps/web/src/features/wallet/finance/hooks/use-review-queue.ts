import type { Page } from "@mp/contracts";
import { useState } from "react";
import { usePagedQuery } from "../../../../ui";
import type { ReviewStatus } from "../../api/wallet-api";
import type { QueueFilter } from "../queue-parts";
import type { ReviewTarget } from "../review-dialog";

/** A review queue: the status tab (pending first), the page, and the request being decided. */
export function useReviewQueue<T>(key: string, load: (page: number, status?: ReviewStatus) => Promise<Page<T>>) {
  const [status, setStatus] = useState<QueueFilter>("daishen");
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const list = usePagedQuery([key, status], (page) => load(page, status === "all" ? undefined : status));
  return { status, setStatus, list, target, setTarget, close: () => setTarget(null) };
}
