import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { storeImage } from "../../platform/uploads/index.js";
import { requireUser } from "../accounts/index.js";
import { signedUrl, storePrivate, storePublic } from "../files/index.js";
import { requireStaff } from "../staff/index.js";

const doc = routeDocs("Uploads");
const staff = routeDocs("Staff: uploads");
const UPLOAD = {
  file: "file",
  description:
    "Multipart, one image in `file`. Text fields before the file: `purpose` (`voucher` or `identity` store it privately and answer a signed link) and `token` (the session, when the header cannot be sent).",
};

/** A text field sent before the file part. */
function field(fields: Record<string, unknown>, name: string): string | undefined {
  const f = fields[name] as { value?: unknown } | undefined;
  return f && typeof f.value === "string" ? f.value : undefined;
}

/** `api/common/upload` and `api/Common/uploadPic`: one image, field `file`, owner logged in. */
async function upload(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError("unsupported_media_type");
  const file = await req.file();
  if (!file) throw new AppError("upload_invalid", { field: "file" });
  // names are never used (the server names files), but a path in one is an attack: refuse it
  if (isPathLike(file.filename)) throw new AppError("upload_invalid", { field: "file" });
  const token = field(file.fields, "token");
  if (!req.ctx.token && token) req.ctx.token = token;
  const user = await requireUser(req.ctx);
  const buffer = await file.toBuffer();
  const purpose = field(file.fields, "purpose");
  if (purpose === "voucher" || purpose === "identity") {
    // private: only the owner and staff can read it, through signed links
    const path = await storePrivate(req.ctx, user.id, buffer, purpose);
    const url = await signedUrl(req.ctx.db, path);
    return ok({ url: path, fullurl: `${req.ctx.config.publicUrl}${url}`, preview: url });
  }
  // public, and recorded as this user's (a shop application takes only its applicant's pictures)
  const image = await storePublic(req.ctx, user.id, buffer);
  return ok({
    url: image.url,
    fullurl: `${req.ctx.config.publicUrl}${image.url}`,
    width: image.width,
    height: image.height,
  });
}

/**
 * `api/admin/upload`: one public image (field `file`) for staff of the console (a QR code, a
 * banner, category, brand and supplier goods pictures): operators and finance (admin passes);
 * the same checks, limits and re-encoding as a user's upload.
 */
async function staffUpload(req: FastifyRequest) {
  await requireStaff(req.ctx, ["operator", "finance"]);
  if (!req.isMultipart()) throw new AppError("unsupported_media_type");
  const file = await req.file();
  if (!file || isPathLike(file.filename)) throw new AppError("upload_invalid", { field: "file" });
  const image = await storeImage(await file.toBuffer(), req.ctx.storage, "public");
  return ok({
    url: image.url,
    fullurl: `${req.ctx.config.publicUrl}${image.url}`,
    width: image.width,
    height: image.height,
  });
}

export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/common/upload", doc("Upload an image", "shopper", "none", UPLOAD), upload);
  app.post("/api/Common/uploadPic", doc("Upload an image (the older path)", "shopper", "none", UPLOAD), upload);
  app.post("/api/admin/upload", staff("Upload a public image", "staff", "none", { file: "file" }), staffUpload);
}

/** a slash, a backslash, ".." or a control character: a name that tries to be a path */
function isPathLike(name: string): boolean {
  return /[\\/]|\.\./.test(name) || [...name].some((c) => c.charCodeAt(0) < 0x20);
}
