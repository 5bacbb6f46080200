import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";
import { originAllowed } from "./origin.js";

describe("websocket origins", () => {
  it("allows PUBLIC_URL's origin and PUBLIC_ORIGINS, and no other site, when PUBLIC_URL is set", () => {
    const c = loadConfig({
      PUBLIC_URL: "https://shop.example/app/",
      PUBLIC_ORIGINS: " http://localhost:5173 ,https://m.shop.example",
    });
    expect(c.wsOrigins).toEqual(["https://shop.example", "http://localhost:5173", "https://m.shop.example"]);
    const opts = { origins: c.wsOrigins, loopbackOrigins: c.wsLoopbackOrigins };
    for (const ok of [undefined, "https://shop.example", "http://localhost:5173", "https://m.shop.example"])
      expect(originAllowed(ok, opts), ok).toBe(true);
    for (const no of [
      "http://shop.example",
      "https://shop.example:8443",
      "http://localhost:3000",
      "null",
      "",
      "file://x",
      "https://evil.example",
    ])
      expect(originAllowed(no, opts), no).toBe(false);
  });

  it("allows any loopback origin in development (PUBLIC_URL unset), no other site", () => {
    const c = loadConfig({ PORT: "3000" });
    const opts = { origins: c.wsOrigins, loopbackOrigins: c.wsLoopbackOrigins };
    for (const ok of ["http://localhost:5173", "http://127.0.0.1:3000", "http://[::1]:8080", undefined])
      expect(originAllowed(ok, opts), ok).toBe(true);
    for (const no of ["https://evil.example", "http://localhost.evil.example", "null"])
      expect(originAllowed(no, opts), no).toBe(false);
  });

  it("names PUBLIC_ORIGINS when an entry is not an http(s) URL", () => {
    expect(() => loadConfig({ PUBLIC_ORIGINS: "http://ok.example,not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGINS: "ftp://x.example" })).toThrow(/PUBLIC_ORIGINS/);
    expect(() => loadConfig({ WS_MAX_PER_USER: "0" })).toThrow(/WS_MAX_PER_USER/);
  });
});
