import { type DiallingCode, language } from "@mp/contracts";
import { countries as countryInfo } from "countries-list";
import { allCountries } from "country-region-data";

/**
 * Countries with their first-level regions (country-region-data) and dialling codes
 * (countries-list): maintained npm data, never typed by hand. Names are the data's English
 * names; the dialling list adds the name in the asker's language (Intl.DisplayNames).
 */
export interface Country {
  name: string;
  code: string;
  provinces: string[];
}

export const COUNTRIES: readonly Country[] = allCountries.map(([name, code, regions]) => ({
  name,
  code,
  provinces: regions.map(([region]) => region),
}));

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));
const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

/** A country by its listed name or its ISO code; null when it is not in the data. */
export function findCountry(nameOrCode: string): Country | null {
  const s = nameOrCode.trim();
  return byName.get(s.toLowerCase()) ?? byCode.get(s.toUpperCase()) ?? null;
}

/** The province's listed spelling, or null when that country has no such region. */
export function findProvince(country: Country, province: string): string | null {
  const s = province.trim().toLowerCase();
  return country.provinces.find((p) => p.toLowerCase() === s) ?? null;
}

/** `index/diqu_list`: every country with its first-level regions. */
export const diquList = () =>
  COUNTRIES.map((c) => ({ name: c.name, code: c.code, childlist: c.provinces.map((name) => ({ name })) }));

const DIALLING: readonly Omit<DiallingCode, "name">[] = COUNTRIES.flatMap((c) => {
  const phone = countryInfo[c.code as keyof typeof countryInfo]?.phone?.[0];
  return phone
    ? [{ short: c.code, en: c.name, tel: String(phone), flag: `/flags/4x3/${c.code.toLowerCase()}.svg` }]
    : [];
});

export const TELS: ReadonlySet<string> = new Set(DIALLING.map((d) => d.tel));

/** The dialling-code list, names in the asker's language. */
export function diallingCodes(lang: string): DiallingCode[] {
  const names = new Intl.DisplayNames([language(lang).bcp47, "en"], { type: "region", fallback: "none" });
  return DIALLING.map((d) => ({ ...d, name: names.of(d.short) ?? d.en }));
}
