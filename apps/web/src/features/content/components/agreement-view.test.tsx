import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import type { Agreement } from "../api/content-api";
import { AgreementView } from "./agreement-view";

const AGREEMENT = "/api/wanlshop/content/agreement";

const english: Agreement = {
  type: 1,
  lang: "en",
  title: "User Agreement",
  content: "<h2>1. Accounts</h2><p>Keep your password to yourself.</p><script>alert(1)</script>",
};

describe("content: an agreement page", () => {
  it("shows the agreement's title and its cleaned text", async () => {
    server.use(onPost<Agreement>(AGREEMENT, english));
    await renderApp(<AgreementView type={1} />);
    expect(await screen.findByRole("heading", { name: "1. Accounts" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "User Agreement" })).toBeInTheDocument();
    expect(screen.getByText("Keep your password to yourself.")).toBeInTheDocument();
    expect(document.querySelector(".agreement script")).toBeNull();
    // in the reader's language: no note
    expect(screen.queryByRole("note")).toBeNull();
    expect(calls[0]?.body).toEqual({ type: 1 });
  });

  it("says when there is no text yet", async () => {
    server.use(onPost<Agreement>(AGREEMENT, { type: 2, lang: "en", title: "", content: "" }));
    await renderApp(<AgreementView type={2} />);
    expect(await screen.findByText("This document is not available yet.")).toBeInTheDocument();
    // the page's own title for the document when the server has none
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
  });

  it("in Arabic, says the text is shown in English, and keeps the English text left to right", async () => {
    server.use(onPost<Agreement>(AGREEMENT, english));
    await renderApp(<AgreementView type={1} />, { lang: "ar" });
    expect(await screen.findByRole("note")).toHaveTextContent(
      "هذا النص غير متوفر بعد باللغة العربية؛ ويُعرض باللغة English.",
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const text = screen.getByText("Keep your password to yourself.").closest("[lang]");
    expect(text).toHaveAttribute("lang", "en");
    expect(text).toHaveAttribute("dir", "auto");
  });
});
