import { CHAT_HISTORY_PAGE, type ChatMessage } from "@mp/contracts/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { sessionEnded } from "../../../lib/api-client";
import { onRealtimeFrame, RealtimeSocket } from "../../../lib/realtime-socket";
import { type SupportFilter, supportApi } from "../api/chat-api";

/**
 * The support inbox's state: the queue (refetched on every customer-service frame), the open
 * thread's history with paging back, and live messages through the staff socket.
 */
export function useSupportInbox(filter: SupportFilter) {
  const client = useQueryClient();
  const queue = useQuery({ queryKey: ["support-queue", filter], queryFn: () => supportApi.queue(filter) });
  const [userId, setUserId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const current = useRef<number | null>(null);

  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ["support-queue"] }), [client]);

  const append = useCallback((m: ChatMessage) => {
    setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m].sort((a, b) => a.id - b.id)));
  }, []);

  useEffect(() => {
    const socket = new RealtimeSocket(supportApi.shake, { onSessionEnded: () => sessionEnded("admin") });
    const off = onRealtimeFrame("service", (f) => {
      const uid = Number(f.user_id);
      if (f.message && uid === current.current) {
        append(f as unknown as ChatMessage);
        void supportApi.read(uid).catch(() => undefined);
      }
      refresh();
    });
    socket.start();
    return () => {
      socket.stop();
      off();
    };
  }, [append, refresh]);

  const open = useCallback(
    async (uid: number) => {
      current.current = uid;
      setUserId(uid);
      setMessages([]);
      setLoading(true);
      try {
        const page = await supportApi.history(uid);
        if (current.current !== uid) return;
        setMessages(page);
        setMore(page.length === CHAT_HISTORY_PAGE);
        await supportApi.read(uid);
        refresh();
      } finally {
        setLoading(false);
      }
    },
    [refresh],
  );

  const older = useCallback(async () => {
    const uid = current.current;
    const first = messages[0];
    if (uid === null || !first) return;
    setLoading(true);
    try {
      const page = await supportApi.history(uid, first.id);
      setMessages((list) => [...page, ...list]);
      setMore(page.length === CHAT_HISTORY_PAGE);
    } finally {
      setLoading(false);
    }
  }, [messages]);

  const send = useCallback(
    async (text: string) => {
      if (current.current === null) return;
      append(await supportApi.send(current.current, "text", { text }));
      refresh();
    },
    [append, refresh],
  );

  const assign = useCallback(
    async (staffId?: number) => {
      if (current.current === null) return;
      await supportApi.assign(current.current, staffId);
      refresh();
    },
    [refresh],
  );

  return { queue, userId, messages, more, loading, open, older, send, assign };
}
