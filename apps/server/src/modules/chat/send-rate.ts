import { CHAT_SEND_RATE } from "@mp/contracts";

/** chat/send per sender and window, in this process (a user's calls usually land on one process). */
const windows = new Map<string, { start: number; count: number }>();

export function allowSend(who: string, now = Date.now()): boolean {
  const w = windows.get(who);
  if (!w || now - w.start >= CHAT_SEND_RATE.windowMs) {
    if (windows.size > 100_000) windows.clear();
    windows.set(who, { start: now, count: 1 });
    return true;
  }
  w.count++;
  return w.count <= CHAT_SEND_RATE.max;
}
