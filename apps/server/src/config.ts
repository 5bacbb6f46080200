import { statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once. An invalid value stops the server
 * at start with a message naming the variable (see ConfigError).
 */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(" or ")}`,
  );

/** An interface to listen on: an IP address or a host name (letters, digits, hyphens, dots). */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const host = z
  .string()
  .refine(
    (v) => net.isIP(v) !== 0 || (HOST_NAME.test(v) && !/^[\d.]+$/.test(v)),
    "must be an IP address or a host name",
  );

/** `Name <address>` or a bare address, as the mail's From header. */
const MAILBOX = /^(?:[^<>@\r\n]*<\s*[^\s<>@]+@[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+)$/;
const mailbox = z.string().refine((v) => MAILBOX.test(v.trim()), "must be an email address or Name <address>");

/** A folder the server may create or use: not a path to an existing file. */
const directory = z.string().refine((v) => {
  if (v.includes("\0")) return false;
  try {
    return statSync(path.resolve(v)).isDirectory();
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ENOENT";
  }
}, "must be a folder (it exists and is not a folder, or the path is not usable)");

/** proxy-addr's names for reserved ranges, accepted in TRUST_PROXY's list */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One TRUST_PROXY entry: an IP address, a CIDR range (address/prefix length) or a reserved range's name. */
function proxyEntryValid(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which forwarded headers to believe (README, "Behind a load balancer"): unset, `false` or `0`
 * believes none; a whole number is how many proxies stand in front; otherwise a comma-separated
 * list of the proxies' addresses and ranges. `true` (believe anyone) is refused.
 */
const trustProxy = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => v !== "true", "true would believe any client's X-Forwarded-For: list the proxies or give a hop count")
  .refine(
    (v) => v === "false" || /^\d{1,2}$/.test(v) || v.split(",").every((e) => proxyEntryValid(e.trim())),
    "must be a hop count (a whole number) or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
  )
  .transform((v): TrustProxy => {
    if (v === "false" || Number(v) === 0) return false;
    if (/^\d+$/.test(v)) return { hops: Number(v) };
    return { proxies: v.split(",").map((e) => e.trim()) };
  });

/** Whose X-Forwarded-For counts: nobody's, the last `hops` proxies', or the listed proxies'. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_FLAG = { true: true, "1": true, false: false, "0": false } as const;

/** The bucket uploads go to (docs/files.md), when S3_BUCKET is set; the other S3_ settings need it. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible server's address; unset: AWS's own for the region */
  endpoint?: string;
  /** unset: the AWS SDK's own chain (environment, profile, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) instead of the host name, as most S3-compatible servers want */
  forcePathStyle: boolean;
}

function s3Settings(e: z.infer<typeof schema>): S3Settings | undefined {
  const given = (
    ["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const
  ).filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET) {
    if (given.length)
      throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: must be set when ${given.join(", ")} is`);
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    throw new ConfigError(
      `Invalid configuration:\n  ${e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: S3_FLAG[e.S3_FORCE_PATH_STYLE ?? "false"],
  };
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: host.default("0.0.0.0"),
  /** relative paths are from the working directory; unset means the repository's ./data */
  DATA_DIR: directory.optional(),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: url(["redis:", "rediss:"]).optional(),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: mailbox.default("Marketplace <no-reply@marketplace.local>"),
  PUBLIC_URL: url(["http:", "https:"]).optional(),
  TRANSLATE_URL: url(["http:", "https:"]).optional(),
  UPLOAD_DIR: directory.optional(),
  S3_BUCKET: z
    .string()
    .regex(BUCKET, "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a region name such as us-east-1")
    .optional(),
  S3_ENDPOINT: url(["http:", "https:"]).optional(),
  S3_ACCESS_KEY_ID: z.string().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).optional(),
  SEED: z.enum(["demo", "none"]).default("demo"),
  /** days of orders, refunds and settlements the demo seed replays (seed/history.ts); 0 for none */
  SEED_HISTORY_DAYS: z.coerce.number().int().min(0).max(90).default(30),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: trustProxy.optional(),
  WS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  PAY_PASSWORD_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal digits (32 random bytes)")
    .optional(),
  /** browser origins allowed to open /ws besides PUBLIC_URL's (docs/api.md#the-websocket) */
  PUBLIC_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url(["http:", "https:"])))
    .optional(),
  WS_BIND_GRACE_MS: z.coerce.number().int().min(100).default(30_000),
  WS_MAX_PER_USER: z.coerce.number().int().min(1).default(10),
  WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** the bearer token /metrics asks for; unset, /metrics is off (README, "Operations") */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, "must be 16 to 200 printable characters without spaces")
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** "memory://" keeps PGlite in memory (tests) */
  pgliteDir: string;
  databaseUrl?: string;
  /** connections to PostgreSQL per process (bench/README.md, checkout: fewer beat more on 2 cores) */
  databasePoolSize: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** a translation service for category names missing in a language (POST {from, to, text[]} -> string[]) */
  translateUrl?: string;
  uploadDir: string;
  /** uploads go to this bucket instead of uploadDir (docs/files.md) */
  s3?: S3Settings;
  seed: "demo" | "none";
  /** days of demo history (SEED_HISTORY_DAYS) a fresh demo database gets */
  seedHistoryDays: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** requests per minute per IP, all routes */
  rateLimitPerMinute: number;
  /** requests per minute per IP to login, code and password calls */
  authRateLimitPerMinute: number;
  /** when forwarded headers name the client (TRUST_PROXY); otherwise the socket's address does */
  trustProxy: TrustProxy;
  /** websocket heartbeat: sockets silent (no frame, no pong) for one interval are dropped */
  wsHeartbeatMs: number;
  /** where the built web app is served from, when it exists */
  webDist: string;
  /** the payment passwords' key (platform/auth/pin.ts): PAY_PASSWORD_KEY, or kept in this file */
  payPasswordKey: { hex: string } | { file: string };
  /** origins a browser may open /ws from: PUBLIC_URL's and PUBLIC_ORIGINS (docs/api.md#the-websocket) */
  wsOrigins: string[];
  /** PUBLIC_URL unset (development): any loopback origin may open /ws too */
  wsLoopbackOrigins: boolean;
  /** an unbound socket is closed this long after it opened */
  wsBindGraceMs: number;
  /** open sockets per user (the oldest is closed past it) and per address (the new one is), per process */
  wsMaxPerUser: number;
  wsMaxPerAddress: number;
  /** `Authorization: Bearer <metricsToken>` opens /metrics; unset, /metrics answers 404 */
  metricsToken?: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.resolve(import.meta.dirname, "../../../data");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    translateUrl: e.TRANSLATE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    s3: s3Settings(e),
    seed: e.SEED,
    seedHistoryDays: e.SEED_HISTORY_DAYS,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS,
    webDist: path.resolve(import.meta.dirname, "../../web/dist"),
    payPasswordKey: e.PAY_PASSWORD_KEY
      ? { hex: e.PAY_PASSWORD_KEY }
      : { file: path.join(dataDir, "keys", "pay-password.key") },
    wsOrigins: [...(e.PUBLIC_URL ? [e.PUBLIC_URL] : []), ...(e.PUBLIC_ORIGINS ?? [])].map((u) => new URL(u).origin),
    wsLoopbackOrigins: !e.PUBLIC_URL,
    wsBindGraceMs: e.WS_BIND_GRACE_MS,
    wsMaxPerUser: e.WS_MAX_PER_USER,
    wsMaxPerAddress: e.WS_MAX_PER_ADDRESS,
    metricsToken: e.METRICS_TOKEN,
  };
}
