/**
 * Texts the language sweep (language-sweep.e2e.test.ts) lets a language keep identical to English.
 * Only for a translation that is *present* and equal to English because the language writes it so:
 * a missing translation is never allowed here. Keep it short; every line says why.
 */
const EVERY_LANGUAGE: Record<string, string> = {
  // names of networks, currencies, card schemes and services: written the same in every script
  USDT: "a currency's name",
  "USDT-TRC20": "a network's name",
  "USDT-ERC20": "a network's name",
  TRC20: "a network's name",
  ERC20: "a network's name",
  PayPal: "a brand",
  Visa: "a brand",
  Mastercard: "a brand",
};

/**
 * Words each language writes exactly as English does, as its translators wrote them: loanwords
 * and shared Latin words (French "Description", German "Status", Malay "Platform", Italian "Home"),
 * and colour and material names the trade uses untranslated ("Nylon", "Gunmetal"). Checked
 * against the locale files when the sweep was written; a new identical text must be added here
 * with a reason, or translated.
 */
const BY_LANGUAGE: Record<string, string[]> = {
  fr: [
    ...["Action", "Actions", "Conversations", "Coupon", "Coupons", "Description", "Destination", "Format"],
    ...["Image {{n}}", "Interactions", "Kit", "Logo", "Max", "Messages", "Min", "Minimum", "Note"],
    ...["Notifications", "Promotions", "Recharge", "Stock", "Total", "Type", "Version", "Version {{v}}"],
    ...["{{count}} minute(s)", "Graphite", "Mauve", "Nylon", "Olive", "Rose", "Silicone", "Standard"],
    // the console's "Catalogue" menu and the dashboard's "Recharges" queue are the French words
    ...["Catalogue", "Recharges"],
  ],
  // Japanese interfaces write an identifier as "ID"
  jp: ["ID"],
  dy: [
    ...["Banner", "Format", "Logo", "Name", "Online", "Shop", "Standard", "Status", "Version", "Version {{v}}"],
    ...["Gold", "Gunmetal", "Material", "Mauve", "Mint", "Nylon", "Pink", "Sand"],
  ],
  sv: [
    ...["Banner", "Format", "Kit", "Layout", "Max", "Min", "Minimum", "Online", "Standard", "Status"],
    ...["Version", "Version {{v}}", "Gunmetal", "Material", "Mint", "Nylon", "Sand", "Silver"],
  ],
  ydl: [
    ...["Banner", "Coupon", "Home", "Kit", "Layout", "Logo", "Max", "Min", "Online", "Standard", "Volume"],
    ...["Nylon", "Silicone", "Terracotta"],
  ],
  ms: [
    "Bio",
    "Edit",
    "Format",
    "Kit",
    "Logo",
    "Min",
    "Minimum",
    "Model",
    "Platform",
    "Standard",
    "Status",
    "Lavender",
    "Plum",
  ],
  pty: ["Banner", "Kit", "Layout", "Online", "Stock", "Total", "Volume", "Coral", "Material", "Silicone"],
  xby: ["Banner", "Kit", "Personal", "Total", "Coral", "Material"],
  fi: ["Logo"],
  vnm: ["Logo", "Nylon"],
};

/**
 * Found by the full run of every route in all 17 languages: console words those languages write as
 * English does. "ID" is how these interfaces write an identifier; the others are the languages'
 * own words (Spanish, Portuguese, German, French, Swedish "Normal"; German and Swedish "Text";
 * German and Italian "Link"; French "Image" and "Dates (UTC)"; German, Italian, Swedish "App").
 */
const FOUND_BY_THE_FULL_SWEEP: Record<string, string[]> = {
  "zh-Hans": ["ID"],
  "zh-Hant": ["ID"],
  kor: ["ID"],
  vnm: ["ID"],
  xby: ["ID", "Normal"],
  pty: ["ID", "Normal"],
  dy: ["ID", "Normal", "Text", "Link", "App"],
  ydl: ["ID", "Link", "App"],
  ms: ["ID"],
  hi: ["ID"],
  fr: ["ID", "Normal", "Image", "Dates (UTC)"],
  sv: ["ID", "Normal", "Text", "App"],
};

/** True when `code` may show `english` as its own text (the translators wrote it the same on purpose). */
export function allowedSame(code: string, english: string): boolean {
  const t = english.trim();
  return (
    t in EVERY_LANGUAGE || (BY_LANGUAGE[code] ?? []).includes(t) || (FOUND_BY_THE_FULL_SWEEP[code] ?? []).includes(t)
  );
}
