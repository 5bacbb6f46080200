import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAppStore } from "../../../lib/app-store";
import { onRealtimeFrame } from "../../../lib/realtime-socket";
import { messagesApi } from "../api/messages-api";

export const noticeKeys = { all: ["notices"] as const, count: ["notices", "count"] as const };

/** Unread notices per kind; refreshed every minute while the page is open. */
export function useNoticeCounts() {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: [...noticeKeys.count, token],
    queryFn: messagesApi.count,
    enabled: Boolean(token),
    refetchInterval: 60_000,
  });
}

/** A pushed `order` or `notice` frame (a new notice) refreshes the lists and the unread counts. */
export function useNoticePushes() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: noticeKeys.all });
    const offOrder = onRealtimeFrame("order", refresh);
    const offNotice = onRealtimeFrame("notice", refresh);
    return () => {
      offOrder();
      offNotice();
    };
  }, [client]);
}
