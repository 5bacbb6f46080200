import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString(),
        });
        for (const w of waiters.splice(0)) w();
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;

  /** The newest 6-digit code mailed to this address, waiting up to 5 s for it. */
  async function codeFor(email: string, after = 0): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = mails
        .slice(after)
        .filter((m) => m.to.includes(email.toLowerCase()))
        .at(-1);
      const code = mail?.raw.match(/verification code is (\d{6})/)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
