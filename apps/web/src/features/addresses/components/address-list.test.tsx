import type { DiallingCode, Region, ShippingAddress } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { AddressList } from "./address-list";

const home: ShippingAddress = {
  id: 11,
  name: "Amira Haddad",
  mobile: "5550101",
  mobile_code: "+971",
  country: "United Arab Emirates",
  country_code: "AE",
  province: "Dubai",
  city: "Dubai",
  zip_code: "00000",
  address: "12 Marina Walk",
  default: 1,
  deliverable: 1,
  createtime: 1_780_000_000,
};
const office: ShippingAddress = { ...home, id: 12, name: "Omar Haddad", address: "3 Bay Square", default: 0 };

const lookups = [
  onPost<Region[]>("/api/index/diqu_list", [
    { name: "United Arab Emirates", code: "AE", childlist: [{ name: "Dubai" }] },
  ]),
  onPost<DiallingCode[]>("/api/index/dialling_codes", [
    { short: "AE", name: "United Arab Emirates", en: "United Arab Emirates", tel: "971", flag: "/flags/ae.svg" },
  ]),
];

describe("addresses: the shopper's address book", () => {
  it("lists the addresses with the default one marked", async () => {
    server.use(onPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress", { data: [home, office] }));
    await renderApp(<AddressList />, { signedIn: true });

    const first = (await screen.findByText("Amira Haddad")).closest("li") as HTMLElement;
    const second = screen.getByText("Omar Haddad").closest("li") as HTMLElement;
    expect(first.parentElement?.children).toHaveLength(2);
    expect(within(first).getByText("Default")).toBeInTheDocument();
    expect(within(first).getByText(/12 Marina Walk, Dubai, Dubai, United Arab Emirates/)).toBeVisible();
    expect(within(second).queryByText("Default")).toBeNull();
    expect(within(second).getByRole("button", { name: /Edit/ })).toBeInTheDocument();
    expect(within(second).getByRole("button", { name: /Delete/ })).toBeInTheDocument();
  });

  it("says the book is empty", async () => {
    server.use(onPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress", { data: [] }));
    await renderApp(<AddressList />, { signedIn: true });
    expect(await screen.findByText("You have no shipping addresses yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add address/ })).toBeInTheDocument();
  });

  it("checks the new address before any call: the first missing field says what it needs", async () => {
    server.use(onPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress", { data: [] }), ...lookups);
    const { user } = await renderApp(<AddressList />, { signedIn: true });

    await user.click(await screen.findByRole("button", { name: /Add address/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add address" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    // under the field, and in a toast
    expect(await within(dialog).findByText("Please enter the consignee's name")).toBeInTheDocument();
    await expect.poll(() => screen.queryAllByText("Please enter the consignee's name")).toHaveLength(2);

    // the Consignee label is not tied to its input (a Form.Item without `name`): found by its test id
    await user.type(within(dialog).getByTestId("addr-name"), "Amira");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please select the dialling code")).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/address/address"))).toBe(false);
  });

  it("deletes an address after the shopper confirms", async () => {
    let book = [home, office];
    server.use(
      onPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress", () => ({ data: book })),
      onPost<null>("/api/wanlshop/address/del", (body) => {
        book = book.filter((a) => a.id !== body.id);
        return null;
      }),
    );
    const { user } = await renderApp(<AddressList />, { signedIn: true });

    const officeRow = (await screen.findByText("Omar Haddad")).closest("li") as HTMLElement;
    await user.click(within(officeRow).getByRole("button", { name: /Delete/ }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this address?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Deleted")).toBeInTheDocument();
    await expect.poll(() => screen.queryByText("Omar Haddad")).toBeNull();
    expect(screen.getByText("Amira Haddad")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/address/del"))?.body).toEqual({ id: 12 });
  });
});
