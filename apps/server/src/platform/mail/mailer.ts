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

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  outbox: OutboxWriter;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
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
