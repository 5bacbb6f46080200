import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { body, idField, idListField, imagesField, optionalIdField, quantityField } from "./request.js";

/** The first issue as the server answers it: its key and the field it names. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const i = r.error.issues[0];
  const named = i?.code === "custom" ? i.params?.field : undefined;
  return { key: i?.message, field: typeof named === "string" ? named || undefined : i?.path[0] };
}

describe("id fields", () => {
  const s = body({ id: idField(), sku_id: optionalIdField() });
  it("read positive ids sent as numbers or digit strings", () => {
    expect(s.parse({ id: "12", sku_id: 3 })).toEqual({ id: 12, sku_id: 3 });
    expect(s.parse({ id: " 7 " })).toEqual({ id: 7, sku_id: null });
    for (const none of ["", 0, "0", null]) expect(s.parse({ id: 1, sku_id: none }).sku_id).toBeNull();
  });
  it("refuse zero, negatives, fractions, junk and ids past the int4 range on their field", () => {
    for (const bad of [0, -1, 1.5, "1e3", "abc", "2147483648", "01", undefined, {}, []])
      expect(firstIssue(s, { id: bad })).toEqual({ key: "bad_request", field: "id" });
    expect(firstIssue(s, { id: 1, sku_id: "x" })).toEqual({ key: "bad_request", field: "sku_id" });
  });
  it("read anything but an object body as an empty one", () => {
    expect(firstIssue(s, [1, 2])).toEqual({ key: "bad_request", field: "id" });
    expect(firstIssue(s, "id=1")).toEqual({ key: "bad_request", field: "id" });
  });
});

describe("id lists", () => {
  const s = body({ ids: idListField() });
  it("take arrays, comma-separated strings and one number; repeats are dropped", () => {
    expect(s.parse({ ids: [1, "2", 2] }).ids).toEqual([1, 2]);
    expect(s.parse({ ids: "3,4" }).ids).toEqual([3, 4]);
    expect(s.parse({ ids: 5 }).ids).toEqual([5]);
  });
  it("refuse empty lists, more than 100 and any bad id", () => {
    for (const bad of [[], "", [1, "x"], Array.from({ length: 101 }, (_, i) => i + 1), undefined])
      expect(firstIssue(s, { ids: bad })).toEqual({ key: "bad_request", field: "ids" });
  });
});

describe("quantity", () => {
  const s = body({ number: quantityField() });
  it("is a whole number from 1 to 999", () => {
    expect(s.parse({ number: "999" }).number).toBe(999);
    expect(s.parse({ number: 1 }).number).toBe(1);
    for (const bad of [0, -1, 1000, 1.5, "2.0", "1e2", Number.POSITIVE_INFINITY, "", undefined])
      expect(firstIssue(s, { number: bad })).toEqual({ key: "quantity_invalid", field: "number" });
  });
});

describe("images", () => {
  const s = body({ images: imagesField() });
  it("keep upload paths, taking the path of a full URL; none is an empty list", () => {
    expect(s.parse({ images: ["/uploads/a.webp", "http://shop.test/uploads/b/c.webp"] }).images).toEqual([
      "/uploads/a.webp",
      "/uploads/b/c.webp",
    ]);
    expect(s.parse({ images: "/uploads/a.webp,/uploads/b.webp" }).images).toHaveLength(2);
    for (const none of [undefined, null, ""]) expect(s.parse({ images: none }).images).toEqual([]);
  });
  it("refuse other paths, climbing out, more than 9 and non-lists", () => {
    for (const bad of [
      ["/etc/passwd"],
      ["/uploads/../x"],
      ["javascript:alert(1)"],
      Array.from({ length: 10 }, () => "/uploads/a.webp"),
      { a: 1 },
    ])
      expect(firstIssue(s, { images: bad })).toEqual({ key: "upload_invalid", field: "images" });
  });
});
