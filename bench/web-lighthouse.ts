/**
 * One Lighthouse run (version 12, its default mobile configuration: simulated slow 4G and a 4x
 * slower CPU) of one page in Debian's Chromium, reduced to the figures bench:web budgets.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  /** milliseconds */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** bytes of script as sent (compressed, with headers), and how many script files */
  scriptBytes: number;
  scriptFiles: number;
}

export async function startChrome(chromePath: string) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
}

/** One run; a run Lighthouse itself reports as broken (NO_NAVSTART and the like) is made again, twice at most. */
export async function measure(url: string, port: number, tries = 3): Promise<PageFigures> {
  try {
    return await measureOnce(url, port);
  } catch (err) {
    if (tries <= 1) throw err;
    console.error(`retrying: ${(err as Error).message}`);
    return measure(url, port, tries - 1);
  }
}

async function measureOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const scripts = summary.find((i) => i.resourceType === "script") ?? {};
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scriptBytes: Number(scripts.transferSize ?? 0),
    scriptFiles: Number(scripts.requestCount ?? 0),
  };
}
