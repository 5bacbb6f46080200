import { randomBytes } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "../http/index.js";
import type { FileStorage } from "./storage.js";
import { endsCleanly } from "./trailing-data.js";

/** Uploads are hostile input: decode, check, strip metadata, re-encode, and name them ourselves. */
export const ALLOWED_FORMATS = ["jpeg", "png", "webp", "gif"] as const;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_SIDE = 2048;

export interface StoredImage {
  /** path under the site, e.g. /uploads/public/202611/ab12….webp */
  url: string;
  width: number;
  height: number;
}

export async function storeImage(
  input: Buffer,
  storage: FileStorage,
  visibility: "public" | "private",
): Promise<StoredImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
  } catch {
    throw new AppError("upload_invalid", { field: "file" });
  }
  if (!meta.format || !(ALLOWED_FORMATS as readonly string[]).includes(meta.format))
    throw new AppError("upload_invalid", { field: "file" });
  if (!endsCleanly(input, meta.format)) throw new AppError("upload_invalid", { field: "file" });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new AppError("upload_invalid", { field: "file" });
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("upload_invalid", { field: "file" });
  }
  const month = new Date().toISOString().slice(0, 7).replace("-", "");
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await storage.put(`${visibility}/${month}/${name}`, out.data, "image/webp");
  return { url: `/uploads/${visibility}/${month}/${name}`, width: out.info.width, height: out.info.height };
}

const PUBLIC_UPLOAD = /^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/;

/**
 * A picture `storeImage` stored publicly on this server (what api/common/upload answered), as its
 * path: relative, or absolute with our public URL; null for anything else or a file that is gone.
 */
export async function publicUploadPath(storage: FileStorage, publicUrl: string, url: string): Promise<string | null> {
  let u = url.trim();
  if (publicUrl && u.startsWith(publicUrl)) u = u.slice(publicUrl.length);
  if (!PUBLIC_UPLOAD.test(u)) return null;
  return (await storage.exists(u.slice("/uploads/".length))) ? u : null;
}
