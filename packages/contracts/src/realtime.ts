/** Websocket frames (docs/api.md#the-websocket). */
export const FRAME_TYPES = ["init", "ping", "service", "chat", "order", "notice", "live"] as const;
export type FrameType = (typeof FRAME_TYPES)[number];
export const WS_PATH = "/ws";
export const WS_PING_INTERVAL_MS = 15_000;
export const WS_PONG_WAIT_MS = 10_000;
export const WS_RECONNECT_MS = 3_000;
export const WS_MAX_FRAME_BYTES = 16 * 1024;
