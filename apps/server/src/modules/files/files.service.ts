import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { getSetting, putSettingOnce } from "../../platform/settings/index.js";
import { publicUploadPath, type StoredFile, type StoredImage, storeImage } from "../../platform/uploads/index.js";
import { privateFiles, publicFiles } from "./files.tables.js";

export type FilePurpose = "voucher" | "identity";
/** How long a signed link to a private file works. */
export const SIGNED_URL_TTL_S = 3600;

const keys = new WeakMap<object, Buffer>();

/** The signing key is made once per install and kept in settings. */
async function signingKey(db: Db): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  let { key } = await getSetting(db, "file_signing_key", { key: "" });
  if (!key) {
    // two processes (or requests) may get here at once: the first key written wins and both use
    // it, so no link handed out by one is refused by the other
    await putSettingOnce(db, "file_signing_key", { key: randomBytes(32).toString("hex") });
    ({ key } = await getSetting(db, "file_signing_key", { key: "" }));
    if (!key) throw new Error("no file signing key");
  }
  const buf = Buffer.from(key, "hex");
  keys.set(db, buf);
  return buf;
}

const mac = (key: Buffer, p: string, exp: number) => createHmac("sha256", key).update(`${p}\n${exp}`).digest("hex");

/** Stores a re-encoded private image for its owner; returns its path (what calls refer to). */
export async function storePrivate(ctx: Ctx, ownerId: number, data: Buffer, purpose: FilePurpose): Promise<string> {
  const image = await storeImage(data, ctx.storage, "private");
  const rel = image.url.replace(/^\/uploads\//, "");
  await ctx.db.insert(privateFiles).values({ ownerId, path: rel, purpose });
  return rel;
}

/** Stores a re-encoded public picture a user uploaded, recording them as its owner. */
export async function storePublic(ctx: Ctx, ownerId: number, data: Buffer): Promise<StoredImage> {
  const image = await storeImage(data, ctx.storage, "public");
  await ctx.db.insert(publicFiles).values({ ownerId, path: image.url.replace(/^\/uploads\//, "") });
  return image;
}

/**
 * A public picture this server stored for `ownerId` (what their upload call answered, relative or
 * absolute with our public URL) as its stored path `/uploads/public/...`; null for anything else:
 * another user's or a staff upload, a path that climbs out of `public/`, a file that is gone.
 */
export async function ownPublicUpload(ctx: Ctx, ownerId: number, url: string, db: Db = ctx.db): Promise<string | null> {
  const path = await publicUploadPath(ctx.storage, ctx.config.publicUrl, url);
  if (!path) return null;
  const [row] = await db
    .select({ id: publicFiles.id })
    .from(publicFiles)
    .where(and(eq(publicFiles.path, path.replace(/^\/uploads\//, "")), eq(publicFiles.ownerId, ownerId)));
  return row ? path : null;
}

/** Who owns a private file, or null. */
export async function ownerOf(db: Db, rel: string): Promise<number | null> {
  const [row] = await db.select({ ownerId: privateFiles.ownerId }).from(privateFiles).where(eq(privateFiles.path, rel));
  return row?.ownerId ?? null;
}

/** A link that works for an hour (`ttlS`); give it only to the owner or to staff. */
export async function signedUrl(db: Db, rel: string, ttlS = SIGNED_URL_TTL_S): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + ttlS;
  return `/api/files/${rel}?exp=${exp}&sig=${mac(await signingKey(db), rel, exp)}`;
}

/**
 * Opens a private file from the storage (folder or bucket) if the link's signature and expiry
 * hold; otherwise, or when the file is gone, "not found".
 */
export async function readSigned(ctx: Ctx, rel: string, exp: unknown, sig: unknown): Promise<StoredFile> {
  const e = Number(exp);
  if (!/^private\/\d{6}\/[0-9a-f]{32}\.webp$/.test(rel) || !Number.isInteger(e) || typeof sig !== "string")
    throw new AppError("not_found");
  const want = Buffer.from(mac(await signingKey(ctx.db), rel, e), "hex");
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : "", "hex");
  if (got.length !== want.length || !timingSafeEqual(got, want) || e < Date.now() / 1000)
    throw new AppError("not_found");
  const file = await ctx.storage.get(rel);
  if (!file) throw new AppError("not_found");
  return file;
}
