import { type Reader, renderWithNote } from "@mp/texts";
import type { Ctx } from "../../platform/context.js";
import { readerOf } from "../content/index.js";
import { eventRows, type OrderEventRow } from "./orders.repo.js";

/**
 * An order event as its reader sees it: the text in the reader's language (rows written before
 * texts were keys: their English words), then words a person wrote with it (a refusal's reason)
 * quoted, and those words again as `note`.
 */
export function presentEvent(e: OrderEventRow, reader: Reader) {
  const content = renderWithNote(e.text, e.content, e.note, reader, " ");
  return { kind: e.kind, content, note: e.note, createdAt: e.createdAt };
}

/** The order's events, newest first, for the request's reader. */
export async function eventsOf(ctx: Ctx, orderId: number) {
  const [rows, reader] = await Promise.all([eventRows(ctx.db, orderId), readerOf(ctx)]);
  return rows.map((e) => presentEvent(e, reader));
}
