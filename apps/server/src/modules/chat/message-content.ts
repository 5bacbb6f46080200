import { CHAT_TEXT_MAX, type ChatMessageType } from "@mp/contracts";
import { toDecimalString } from "@mp/money";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import { findGoodsCard } from "../catalogue/index.js";

const OUR_IMAGE = /^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/;

/** An image URL that api/common/upload stored here (relative, or absolute with our PUBLIC_URL). */
async function ourImage(ctx: Ctx, url: string | undefined): Promise<string> {
  let u = (url ?? "").trim();
  if (u.startsWith(ctx.config.publicUrl)) u = u.slice(ctx.config.publicUrl.length);
  if (!OUR_IMAGE.test(u)) throw new AppError("upload_invalid", { field: "message" });
  if (!(await ctx.storage.exists(u.slice("/uploads/".length))))
    throw new AppError("upload_invalid", { field: "message" });
  return u;
}

/**
 * What is stored for a message, built by the server: text as plain text (never HTML), an image
 * only by the URL of one of our uploads, goods as a card from the goods row.
 */
export async function buildContent(
  ctx: Ctx,
  type: ChatMessageType,
  input: { text?: string; url?: string; id?: number },
): Promise<Record<string, unknown>> {
  if (type === "text") {
    const text = (input.text ?? "").trim();
    if (!text || text.length > CHAT_TEXT_MAX) throw new AppError("bad_request", { field: "message" });
    return { text };
  }
  if (type === "img") return { url: await ourImage(ctx, input.url) };
  const g = input.id ? await findGoodsCard(ctx.db, input.id) : null;
  if (!g) throw new AppError("not_found", { field: "message" });
  return {
    id: g.id,
    title: g.title,
    image: g.image,
    price: toDecimalString(BigInt(g.price_minor)),
    shop_id: g.shop_id,
  };
}
