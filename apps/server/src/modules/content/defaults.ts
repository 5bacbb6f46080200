import type { InitData } from "@mp/contracts";

/** What a fresh install shows until an operator edits it (settings table). */
export const DEFAULT_APP_CONFIG: InitData["appConfig"] = {
  site_name: "Marketplace",
  working_hours: "Every day, 09:00–21:00 (UTC)",
  service_url: "mailto:support@marketplace.example",
  service_img: "",
  login_img: "/favicon.svg",
  logo: "/logo.svg",
};

/** Units of each money type per 1 USD; operators keep them current. */
export const DEFAULT_MONEY_RATES: Record<string, string> = {
  rb: "150.00",
  hg: "1380.00",
  yn: "25400.00",
  xg: "7.80",
  tw: "32.20",
};
