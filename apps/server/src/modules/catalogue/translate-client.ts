import { language } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";

/**
 * The translation service (TRANSLATE_URL): POST `{from, to, text[]}` answers `string[]` (or
 * `{data: string[]}`) in the same order. `from` is a language's BCP 47 tag, or "auto" when the
 * text's language is not known (a merchant's title). After a failure the same kind of request
 * waits RETRY_AFTER_MS before it is tried again; a failure answers null, never an error.
 */
const RETRY_AFTER_MS = 60_000;
const failedAt = new Map<string, number>();

export async function translateTexts(
  ctx: Pick<Ctx, "config" | "log">,
  kind: string,
  from: string,
  toLang: string,
  texts: string[],
): Promise<string[] | null> {
  const url = ctx.config.translateUrl;
  if (!url || texts.length === 0) return null;
  const key = `${kind}:${toLang}`;
  if (Date.now() - (failedAt.get(key) ?? 0) < RETRY_AFTER_MS) return null;
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from, to: language(toLang).bcp47, text: texts }),
      signal: AbortSignal.timeout(3000),
    });
    const body = (await res.json()) as unknown;
    const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
    if (!Array.isArray(list) || list.length !== texts.length) throw new Error("unexpected translation answer");
    return list.map((s) => String(s ?? ""));
  } catch (err) {
    failedAt.set(key, Date.now());
    ctx.log.warn({ err: String(err), kind, lang: toLang }, "translation unavailable; showing stored texts");
    return null;
  }
}
