import { CHAT_TEXT_MAX, type ChatMessageType, SUPPORT_CONTACT_ID } from "@mp/contracts";
import { toDecimalString } from "@mp/money";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import { findGoodsCard } from "../catalogue/index.js";
import { orderCardFor } from "../orders/index.js";

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
 * An order's card, from a user to a user (or to customer service, 0): only the order's buyer and
 * its shop's owner may send it, each to the other or to customer service. Anything else answers as
 * an order that does not exist. Staff answering as customer service (`from` absent) send none.
 */
async function orderContent(ctx: Ctx, id: number | undefined, from: number | undefined, to: number) {
  const found = id && from !== undefined ? await orderCardFor(ctx.db, id, from) : null;
  const counterpart = found && (from === found.buyerId ? found.ownerId : found.buyerId);
  if (!found || (to !== SUPPORT_CONTACT_ID && to !== counterpart))
    throw new AppError("order_not_found", { field: "message" });
  return { ...found.card };
}

/**
 * What is stored for a message, built by the server: text as plain text (never HTML), an image
 * only by the URL of one of our uploads, goods as a card from the goods row, an order as a card
 * from the order (between `parties.from` and `parties.to` only).
 */
export async function buildContent(
  ctx: Ctx,
  type: ChatMessageType,
  input: { text?: string; url?: string; id?: number },
  parties: { from?: number; to: number } = { to: SUPPORT_CONTACT_ID },
): Promise<Record<string, unknown>> {
  if (type === "text") {
    const text = (input.text ?? "").trim();
    if (!text || text.length > CHAT_TEXT_MAX) throw new AppError("bad_request", { field: "message" });
    return { text };
  }
  if (type === "img") return { url: await ourImage(ctx, input.url) };
  if (type === "order") return orderContent(ctx, input.id, parties.from, parties.to);
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
