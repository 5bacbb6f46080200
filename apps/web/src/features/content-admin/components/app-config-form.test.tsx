import type { AppConfigEdit } from "@mp/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, pending, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { AppConfigForm } from "./app-config-form";

const LOAD = "/api/admin/content/app_config";
const SAVE = "/api/admin/content/app_config_save";

const config: AppConfigEdit = {
  working_hours: { en: "9:00 to 18:00", fr: "9h à 18h" },
  service_url: "https://help.example.com",
  service_img: "",
  login_img: "",
  app_url: "",
};

const open = () => renderApp(<AppConfigForm />, { staff: true, packs: ["console"] });

describe("content-admin: the app configuration form", () => {
  it("says it is loading until the configuration comes", async () => {
    server.use(pending("post", LOAD));
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("offers a retry when the configuration could not be loaded", async () => {
    server.use(refusePost(LOAD, "server_error"));
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("asks for the English working hours, which every language falls back to", async () => {
    server.use(onPost<{ config: AppConfigEdit }>(LOAD, { config }));
    const { user } = await open();
    const english = await screen.findByLabelText("Working hours (English, shown where there is no translation)");
    expect(english).toHaveValue("9:00 to 18:00");
    await user.clear(english);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter the working hours in English")).toBeInTheDocument();
    expect(calls.some((c) => c.path === SAVE)).toBe(false);
  });

  it("saves, leaving out the languages left empty", async () => {
    server.use(
      onPost<{ config: AppConfigEdit }>(LOAD, { config }),
      onPost<{ config: AppConfigEdit }>(SAVE, (body) => ({ config: body as unknown as AppConfigEdit })),
    );
    const { user } = await open();
    const french = await screen.findByLabelText("Français (fr)");
    expect(french).toHaveValue("9h à 18h");
    await user.clear(french);
    await user.type(french, "   ");
    await user.type(screen.getByLabelText("العربية (ar)"), "من 9 إلى 18");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SAVE)?.body).toEqual({
      ...config,
      working_hours: { en: "9:00 to 18:00", ar: "من 9 إلى 18" },
    });
  });

  it("shows a refused link under the service link", async () => {
    server.use(onPost<{ config: AppConfigEdit }>(LOAD, { config }), refusePost(SAVE, "link_invalid", "service_url"));
    const { user } = await open();
    const link = await screen.findByLabelText("Service link");
    await user.clear(link);
    await user.type(link, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const text = "Please enter a site path such as /goods/12 or an https:// address";
    await expect.poll(() => screen.queryAllByText(text).length).toBeGreaterThan(0);
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
