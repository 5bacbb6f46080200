import { LANGUAGES } from "@mp/contracts";
import { describe, expect, it } from "vitest";
import { changeMail } from "./change-mail.js";
import { CHANGE_MAIL_TEXTS } from "./change-mail.texts.js";

/** The account-change notice (docs/accounts.md): every interface language, the time and the new address in it. */
describe("account change notices", () => {
  const at = new Date("2026-11-25T08:30:00Z");

  it("has the notice in every interface language, each naming the time (and the new address)", () => {
    for (const { code } of LANGUAGES) {
      const texts = CHANGE_MAIL_TEXTS[code];
      expect(texts, code).toBeDefined();
      for (const change of ["password", "pay_password_set", "pay_password", "email"] as const)
        expect(texts?.[change], `${code} ${change}`).toContain("{when}");
      expect(texts?.email, code).toContain("{email}");
    }
  });

  it("fills the time in UTC and the new address, says withdrawals pause only where they do, and falls back to English", () => {
    const mail = changeMail("email", at, "fr", "new@example.com");
    expect(mail.subject).toBe("Avis de sécurité : votre compte a été modifié");
    expect(mail.text).toContain("remplacé par new@example.com le 2026-11-25 08:30 UTC");
    expect(mail.text).toContain("les retraits sont suspendus");
    expect(changeMail("password", at, "fr").text).not.toContain("retraits");
    expect(changeMail("pay_password_set", at, "fr").text).not.toContain("retraits");
    expect(changeMail("pay_password", at, "klingon").text).toContain(
      "The fund (payment) password of your account was changed on 2026-11-25 08:30 UTC.",
    );
  });
});
