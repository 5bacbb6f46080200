import { NAME_CHANGE_STATE, type ShopNameChange, type ShopSettings } from "@mp/contracts/constants";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, pending, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { ShopSettingsView } from "./shop-settings-view";

const READ = "/api/wanlshop/shop/setting";
const SAVE = "/api/wanlshop/shop/setting_save";

const settings: ShopSettings = {
  id: 4,
  shopname: "Tea House",
  avatar: "/uploads/avatar.png",
  logo: "/uploads/logo.png",
  banner: "",
  bio: "Loose leaf teas",
  welcome: "Hello!",
  hours: { timezone: "UTC", days: [] },
  name_change: null,
  texts: [],
};

/** A new name sent for review. */
const underReview = (shopname: string): ShopNameChange => ({
  id: 9,
  shop_id: 4,
  old_name: "Tea House",
  shopname,
  state: NAME_CHANGE_STATE.review,
  reason: "",
  createtime: 1_780_000_000,
  reviewtime: null,
});

const open = () => renderApp(<ShopSettingsView />, { signedIn: true, packs: ["back-office"] });

describe("shop-settings: the merchant's shop settings", () => {
  it("says it is loading until the settings come", async () => {
    server.use(pending("post", READ));
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("shows a new name under review, with the name shoppers still see", async () => {
    server.use(onPost<ShopSettings>(READ, { ...settings, name_change: underReview("Tea Palace") }));
    await open();
    expect(await screen.findByText("New name under review: Tea Palace")).toBeInTheDocument();
    expect(screen.getByText('Shoppers see "Tea House" until it is approved.')).toBeInTheDocument();
    await expect.poll(() => (screen.getByLabelText("Shop name") as HTMLInputElement).value).toBe("Tea Palace");
    expect(screen.getByRole("button", { name: "View the public page" }).closest("a")).toHaveAttribute(
      "href",
      "/store?id=4",
    );
  });

  it("checks the name as the server does before saving", async () => {
    server.use(onPost<ShopSettings>(READ, settings));
    const { user } = await open();
    const name = await screen.findByLabelText("Shop name");
    await expect.poll(() => (name as HTMLInputElement).value).toBe("Tea House");
    await user.clear(name);
    await user.type(name, "<b>");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The shop name must be 2 to 40 characters, without < or >")).toBeInTheDocument();
    expect(calls.some((c) => c.path === SAVE)).toBe(false);
  });

  it("saves the whole form and says a new name goes to review", async () => {
    server.use(
      onPost<ShopSettings>(READ, settings),
      onPost<ShopSettings>(SAVE, (body) => ({ ...settings, name_change: underReview(String(body.shopname)) })),
    );
    const { user } = await open();
    const name = await screen.findByLabelText("Shop name");
    await expect.poll(() => (name as HTMLInputElement).value).toBe("Tea House");
    await user.clear(name);
    await user.type(name, "Tea Palace");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Settings saved; the new name is under review")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SAVE)?.body).toEqual({
      shopname: "Tea Palace",
      avatar: "/uploads/avatar.png",
      logo: "/uploads/logo.png",
      banner: "",
      bio: "Loose leaf teas",
      welcome: "Hello!",
      hours: { timezone: "UTC", days: [] },
      texts: [],
    });
  });

  it("shows a taken name under the name field", async () => {
    server.use(onPost<ShopSettings>(READ, settings), refusePost(SAVE, "shopname_taken", "shopname"));
    const { user } = await open();
    const name = await screen.findByLabelText("Shop name");
    await expect.poll(() => (name as HTMLInputElement).value).toBe("Tea House");
    await user.clear(name);
    await user.type(name, "Tea Palace");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => screen.queryAllByText("This shop name is already taken").length).toBeGreaterThan(0);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/Settings saved/)).toBeNull();
  });
});
