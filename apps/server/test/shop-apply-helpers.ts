import { todayIso } from "@mp/contracts";
import type { TestApp } from "./harness.js";
import { uploadFile, voucherImage } from "./wallet-helpers.js";

/** A date `years` from today (negative: in the past), YYYY-MM-DD. */
export function yearsFromToday(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return todayIso(d);
}

/** Uploads the two ID photos as private identity files of this user; returns their paths. */
export async function idPhotos(t: TestApp, token: string) {
  const front = await uploadFile(t, token, await voucherImage(), "front.png", "identity");
  const back = await uploadFile(t, token, await voucherImage(), "back.png", "identity");
  if (front.code !== 1 || back.code !== 1) throw new Error("id photo upload failed");
  return { id_front: front.data.url as string, id_back: back.data.url as string };
}

/** A whole, valid application body (the wizard's four steps), with the given photos and name. */
export function applicationBody(photos: { id_front: string; id_back: string }, shopname: string) {
  return {
    store_type: 0,
    name: "Ada Lovelace",
    birthday: yearsFromToday(-30),
    birthplace: "London",
    residence: "Berlin",
    nationality: "British",
    issuing_country: "United Kingdom",
    id_number: "AB1234567",
    id_validity: yearsFromToday(5),
    ...photos,
    shopname,
    street: "1 Market Street",
    city: "Berlin",
    postal_code: "10115",
    email: "shop@ada.test",
    avatar: "",
    logo: "",
    bio: "Hand-made things.",
    agreement: 1,
    address_confirm: 1,
  };
}
