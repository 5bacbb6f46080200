import {
  AGREEMENT_TYPES,
  type AgreementRow,
  agreementKey,
  agreementPreviewBody,
  agreementSaveBody,
  pageQuery,
} from "@mp/contracts";
import { and, asc, eq, max, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, toPage, unixSeconds } from "../../platform/http/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { agreements } from "./content.tables.js";
import { agreementHtml } from "./sanitize.js";

/**
 * The console's agreement pages (operators; docs/roles.md). The version is kept per TYPE: a saved
 * change of the title or text in any language moves every language of that type to the next
 * number, so a number names one edition of the document (the bond contract's signatures name it,
 * merchants/bond.service.ts refuses a signature of another version). A save that changes nothing
 * keeps the version and writes no audit entry.
 */
const OPERATOR = ["operator"] as const;

export async function agreementList(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(pageQuery, input);
  const rows = await ctx.db
    .select({
      type: agreements.type,
      lang: agreements.lang,
      title: agreements.title,
      version: agreements.version,
      updatedAt: agreements.updatedAt,
    })
    .from(agreements)
    .orderBy(asc(agreements.type), asc(agreements.lang));
  const all: AgreementRow[] = rows.map((r) => ({ ...r, updatedAt: undefined, updatetime: unixSeconds(r.updatedAt) }));
  return {
    ...toPage(all.slice((q.page - 1) * q.limit, q.page * q.limit), all.length, q.page, q.limit),
    types: Object.keys(AGREEMENT_TYPES).map(Number),
  };
}

const findRow = (ctx: Ctx, type: number, lang: string) =>
  ctx.db
    .select()
    .from(agreements)
    .where(and(eq(agreements.type, type), eq(agreements.lang, lang)))
    .then((r) => r[0] ?? null);

/** One type x language as stored (content is HTML in the safe subset, or the seed's plain text); null when there is none yet. */
export async function agreementDetail(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const { type, lang } = parse(agreementKey, input);
  const row = await findRow(ctx, type, lang);
  const [top] = await ctx.db
    .select({ v: max(agreements.version) })
    .from(agreements)
    .where(eq(agreements.type, type));
  return {
    type,
    lang,
    title: row?.title ?? "",
    content: row?.content ?? "",
    version: row?.version ?? top?.v ?? 0,
    exists: row !== null,
    updatetime: row ? unixSeconds(row.updatedAt) : null,
  };
}

/**
 * `/api/admin/agreement/preview` {content}: the text as saving would store it (the console's preview
 * renders this, so it shows what the public page will, and the browser never parses the raw input).
 */
export async function agreementPreview(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const { content } = parse(agreementPreviewBody, input);
  return { content: agreementHtml(content) };
}

export async function agreementSave(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(agreementSaveBody, input);
  const content = agreementHtml(b.content);
  if (!content) throw new AppError("content_required", { field: "content" });
  return inTransaction(ctx, async (tx) => {
    // one save of a type at a time: the version is read and moved under the lock
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`agreement:${b.type}`}))`);
    const old = await findRow(tx, b.type, b.lang);
    if (old && old.title === b.title && old.content === content)
      return { type: b.type, lang: b.lang, title: old.title, content, version: old.version, changed: false };
    const [top] = await tx.db
      .select({ v: max(agreements.version) })
      .from(agreements)
      .where(eq(agreements.type, b.type));
    const version = (top?.v ?? 0) + 1;
    const now = new Date();
    await tx.db.update(agreements).set({ version }).where(eq(agreements.type, b.type));
    await tx.db
      .insert(agreements)
      .values({ type: b.type, lang: b.lang, title: b.title, content, version, updatedAt: now })
      .onConflictDoUpdate({
        target: [agreements.type, agreements.lang],
        set: { title: b.title, content, version, updatedAt: now },
      });
    const before = old ? { title: old.title, content: old.content, version: old.version } : null;
    const after = { title: b.title, content, version };
    await audit(tx, staff.id, "agreement.save", `agreement:${b.type}:${b.lang}`, { before, after });
    return { type: b.type, lang: b.lang, ...after, changed: true };
  });
}
