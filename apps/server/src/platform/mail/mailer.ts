import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** "smtp" delivers through SMTP_URL; "outbox" keeps mail in the dev outbox (logged, readable by staff) */
  readonly mode: "smtp" | "outbox";
  send(msg: MailMessage): Promise<void>;
}

/** Where outbox mail is stored: the staff module owns the table and passes this in. */
export type OutboxWriter = (msg: MailMessage) => Promise<void>;

/**
 * How long a send may wait on the SMTP server (docs/rules.md, limits): a verification code is
 * sent while its request waits, so a server that is down, never greets or stops answering fails
 * that request within these instead of holding it for nodemailer's defaults (2 min to connect,
 * 10 min of silence). Options in SMTP_URL's query (`?socketTimeout=...`) override them.
 */
export const SMTP_CONNECT_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  outbox: OutboxWriter;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
    // a send's failure is its caller's (the request answers a server fault); this hears what a
    // transport raises outside any send (a pooled transport, an OAuth2 refresh), so it cannot end the process
    transport.on("error", (err) => opts.log.error({ err }, "mail transport error"));
    return {
      mode: "smtp",
      async send(msg) {
        await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text });
      },
    };
  }
  return {
    mode: "outbox",
    async send(msg) {
      opts.log.info({ to: msg.to, subject: msg.subject }, "mail kept in the dev outbox (SMTP_URL is not set)");
      await opts.outbox(msg);
    },
  };
}
