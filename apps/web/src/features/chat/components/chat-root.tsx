import type { ChatMessage } from "@mp/contracts";
import { lazy, Suspense, useEffect, useState } from "react";
import { sessionEnded } from "../../../lib/api-client";
import { useAppStore } from "../../../lib/app-store";
import { onRealtimeFrame, RealtimeSocket } from "../../../lib/realtime-socket";
import { chatApi } from "../api/chat-api";
import { loadContacts, receive, resetChat, useChatStore } from "../hooks/chat-store";

const ChatWindow = lazy(() => import("./chat-window").then((m) => ({ default: m.ChatWindow })));

/**
 * The shopper's socket and chat window: connects when a token exists and closes when it is
 * cleared; on every (re)connection it binds and reloads the chat list, so messages that came
 * while offline show with their unread counts.
 */
export function ChatRoot() {
  const token = useAppStore((s) => s.token);
  const open = useChatStore((s) => s.open);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  useEffect(() => {
    if (!token) {
      resetChat();
      return;
    }
    const socket = new RealtimeSocket(chatApi.shake, {
      onBound: () => void loadContacts().catch(() => undefined),
      onSessionEnded: () => sessionEnded("shop"),
    });
    const offs = [
      onRealtimeFrame("chat", (f) => receive(f as unknown as ChatMessage, false)),
      onRealtimeFrame("service", (f) => receive(f as unknown as ChatMessage, true)),
    ];
    socket.start();
    return () => {
      socket.stop();
      for (const off of offs) off();
    };
  }, [token]);
  return mounted && token ? (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  ) : null;
}
