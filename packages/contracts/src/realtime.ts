/** Websocket frames (docs/api.md#the-websocket). */
export const FRAME_TYPES = ["init", "ping", "service", "chat", "order", "notice", "live"] as const;
export type FrameType = (typeof FRAME_TYPES)[number];
export const WS_PATH = "/ws";
export const WS_PING_INTERVAL_MS = 15_000;
export const WS_PONG_WAIT_MS = 10_000;
export const WS_RECONNECT_MS = 3_000;
export const WS_MAX_FRAME_BYTES = 16 * 1024;
/** The client id of the `init` frame: 32 random bytes in hex, a secret only its socket receives. */
export const WS_CLIENT_ID_HEX = 64;
/**
 * Close codes the server ends a socket with (docs/api.md#the-websocket). The session ended (logout,
 * password change, lock, the token's expiry): the client treats it as a 401 and does not reconnect.
 */
export const WS_CLOSE_SESSION_ENDED = 4001;
/** Too many sockets for this user or this address (docs/rules.md): the client does not reconnect. */
export const WS_CLOSE_TOO_MANY = 4002;
/** Not bound with `chat/shake` within the grace period: the client may reconnect and bind. */
export const WS_CLOSE_NOT_BOUND = 4003;
