import type { AdminBrand, Page } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { BrandsTable } from "./brands-table";

const LIST = "/api/admin/brand/list";
const ADD = "/api/admin/brand/add";
const SAVE = "/api/admin/brand/save";

const acme: AdminBrand = { id: 5, name: "Acme", logo: "", weigh: 3, enabled: 1, goods_count: 12 };
const old: AdminBrand = { id: 6, name: "Oldco", logo: "", weigh: 0, enabled: 0, goods_count: 0 };

const open = () => renderApp(<BrandsTable />, { staff: true, packs: ["console"] });

describe("console-catalogue: the brands table", () => {
  it("lists each brand with its order, state and supplier goods, and searches by name", async () => {
    server.use(onPost<Page<AdminBrand>>(LIST, (body) => page(body.keyword === "acme" ? [acme] : [acme, old])));
    const { user } = await open();

    const row = (await screen.findByText("Acme")).closest("tr") as HTMLElement;
    expect(within(row).getByText("On")).toBeInTheDocument();
    expect(within(row).getByText("12")).toBeInTheDocument();
    const off = screen.getByText("Oldco").closest("tr") as HTMLElement;
    expect(within(off).getByText("Off")).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText("Search brands"), "acme{Enter}");
    await expect.poll(() => screen.queryByText("Oldco")).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ page: 1, keyword: "acme" });
  });

  it("asks for a name before adding a brand, then sends it", async () => {
    server.use(
      onPost<Page<AdminBrand>>(LIST, page([acme])),
      onPost<AdminBrand>(ADD, { ...acme, id: 7, name: "Zenith" }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: /Add brand/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add brand" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please fill in this field")).toBeInTheDocument();
    expect(calls.some((c) => c.path === ADD)).toBe(false);

    await user.type(within(dialog).getByLabelText("Name"), "Zenith");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect
      .poll(() => calls.find((c) => c.path === ADD)?.body)
      .toEqual({
        name: "Zenith",
        logo: "",
        weigh: 0,
        enabled: 1,
      });
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a taken name under the name field when editing", async () => {
    server.use(onPost<Page<AdminBrand>>(LIST, page([acme, old])), refusePost(SAVE, "brand_name_taken", "name"));
    const { user } = await open();
    const row = (await screen.findByText("Oldco")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit brand" });
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveValue("Oldco");
    await user.clear(name);
    await user.type(name, "Acme");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("A brand with this name already exists")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(calls.find((c) => c.path === SAVE)?.body).toMatchObject({ id: 6, name: "Acme", enabled: 0 });
  });
});
