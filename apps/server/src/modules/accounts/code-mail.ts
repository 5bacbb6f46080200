import type { EmailEvent } from "@mp/contracts";

/** The verification mail, in English for now (the code itself is what matters). */
const PURPOSE: Record<EmailEvent, string> = {
  register: "create your account",
  resetpwd: "reset your password",
  changepwd: "change your login password",
  changeemail: "change your email address",
  paypass: "set your payment password",
};

export function codeMail(event: EmailEvent, code: string, _lang: string): { subject: string; text: string } {
  return {
    subject: `Your verification code: ${code}`,
    text: [
      `Your verification code is ${code}.`,
      "",
      `Use it to ${PURPOSE[event]}. It is valid for 10 minutes and can be used once.`,
      "If you did not ask for it, ignore this message: nothing changes without the code.",
    ].join("\n"),
  };
}
