import type { UserInfo } from "@mp/contracts";
import { APPLY_STATE, type ShopApplication, type ShopApplyInfo } from "@mp/contracts/constants";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, pending, refusePost, server } from "../../../test/api";
import { renderApp, SHOPPER } from "../../../test/render";
import { MerchantEntry } from "./merchant-entry";

const USER = "/api/wanlshop/user/get_userinfo";
const APPLY_INFO = "/api/wanlshop/shop/apply_info";

const application: ShopApplication = {
  id: 21,
  user_id: SHOPPER.user_id,
  state: APPLY_STATE.review,
  store_type: 0,
  name: "Amira Haddad",
  birthday: "1990-04-02",
  birthplace: "Tunis",
  residence: "Lyon",
  nationality: "TN",
  issuing_country: "TN",
  id_number: "X1234567",
  id_validity: "2030-01-01",
  id_front: "/private/front.jpg",
  id_front_url: "",
  id_back: "/private/back.jpg",
  id_back_url: "",
  shopname: "Amira's Teas",
  street: "1 Rue de la Paix",
  city: "Lyon",
  postal_code: "69001",
  email: "amira@example.com",
  avatar: "",
  logo: "",
  bio: "",
  reason: "",
  earlier_reason: "",
  earlier_reviewtime: null,
  shop_id: null,
  createtime: 1_780_000_000,
  reviewtime: null,
};

function answer(info: ShopApplyInfo) {
  server.use(onPost<UserInfo>(USER, SHOPPER), onPost<ShopApplyInfo>(APPLY_INFO, info));
}
const open = (lang = "en", signedIn = true) =>
  renderApp(<MerchantEntry />, { signedIn, lang, packs: ["merchant-centre"] });

describe("merchants: the merchant centre's entry", () => {
  it("asks a visitor to log in, without calling the API", async () => {
    await open("en", false);
    expect(screen.getByText("Please log in first")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says it is loading while it asks where the user stands", async () => {
    server.use(pending("post", USER), pending("post", APPLY_INFO));
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("offers a retry when the application could not be loaded", async () => {
    server.use(onPost<UserInfo>(USER, SHOPPER), refusePost(APPLY_INFO, "server_error"));
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("invites a user without an application to apply", async () => {
    answer(null);
    await open();
    expect(await screen.findByText("Sorry, you are not yet a business user")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Apply to open a shop" })).toHaveAttribute("href", "/merchant_settled");
  });

  it("says the application is under review, naming the shop", async () => {
    answer(application);
    await open();
    expect(await screen.findByText("Under review")).toBeInTheDocument();
    expect(screen.getByText(/Your application for “Amira's Teas” is being reviewed/)).toBeInTheDocument();
  });

  it("gives the operator's reason of a failed application, in Arabic right to left, with the way to fill it in again", async () => {
    answer({ ...application, state: APPLY_STATE.failed, reason: "The ID photo is blurred" });
    await open("ar");
    expect(await screen.findByText("فشل الفتح")).toBeInTheDocument();
    expect(screen.getByText("السبب: The ID photo is blurred")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "املأ الطلب من جديد" })).toHaveAttribute("href", "/merchant_settled");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});
