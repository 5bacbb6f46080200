import { describe, expect, it } from "vitest";
import { isConsolePath, staffLoginPath } from "./staff-session";

describe("staff login path", () => {
  it("keeps the console page to return to, and says when the session ended", () => {
    expect(staffLoginPath("/admin/users/7?tab=ledger", true)).toBe(
      "/admin/login?next=%2Fadmin%2Fusers%2F7%3Ftab%3Dledger&expired=1",
    );
    expect(staffLoginPath("/admin")).toBe("/admin/login?next=%2Fadmin");
  });

  it("never returns to a page outside the console, nor to the login itself", () => {
    for (const p of ["//evil.test/admin", "https://evil.test/admin", "/shop", "/administrator", "", "/admin/login?x=1"])
      expect(staffLoginPath(p)).toBe("/admin/login");
    expect(isConsolePath("//evil.test")).toBe(false);
    expect(isConsolePath("/admin/users")).toBe(true);
  });
});
