import { beforeEach, describe, expect, it } from "vitest";
import type { CartLine } from "../api/cart-api";
import { useLocalCart } from "./local-cart";

const line = (goods_id: number, number = 1): CartLine => ({
  id: 0,
  goods_id,
  sku_id: goods_id * 10,
  number,
  checked: true,
  price: "10.00",
  spec: "",
  stock: 5,
  goods: { id: goods_id, title: `goods ${goods_id}`, image: "" },
  shop: { id: 1, name: "shop" },
});

const cart = () => useLocalCart.getState();

describe("the visitor's cart merged at login", () => {
  beforeEach(() => useLocalCart.setState({ lines: [], pending: null }));

  it("takes the lines out into one pending merge, and the same merge (same key) while no answer came", () => {
    cart().add(line(1, 2));
    const first = cart().startMerge("key-1");
    expect(first?.lines.map((l) => [l.goods_id, l.number])).toEqual([[1, 2]]);
    expect(cart().lines).toEqual([]);
    // a reload before the answer: the same lines with the same key, not a second merge
    expect(cart().startMerge("key-2")).toEqual(first);
  });

  it("forgets the lines once the server merged them", () => {
    cart().add(line(1));
    cart().startMerge("key-1");
    cart().endMerge(true);
    expect(cart().pending).toBeNull();
    expect(cart().lines).toEqual([]);
    expect(cart().startMerge("key-2")).toBeNull();
  });

  it("puts refused lines back before what was added since", () => {
    cart().add(line(1));
    cart().startMerge("key-1");
    cart().add(line(2));
    cart().endMerge(false);
    expect(cart().pending).toBeNull();
    expect(cart().lines.map((l) => l.goods_id)).toEqual([1, 2]);
  });
});
