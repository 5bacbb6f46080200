import { z } from "zod";
import { isServiceLink, isSiteLink } from "./content.constants.js";
import { AGREEMENT_TYPES } from "./init.js";
import { LANGUAGE_CODES } from "./languages.js";
import { IMAGE_PATH_MAX } from "./merchants.constants.js";
import { bitField } from "./request.js";

/** `/privacy_agreement?type=`: an agreement page that exists, else "not_found". */
export const agreementBody = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((t) => Object.hasOwn(AGREEMENT_TYPES, t), "not_found"),
});

/* ---- operators' content calls (issue 17): banners, app configuration, agreements, footer ---- */

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const text = (max: number) => z.preprocess(trim, z.string().max(max, "text_too_long"));
const langCode = z.string().refine((c) => LANGUAGE_CODES.includes(c), "language_invalid");
const siteLink = z.preprocess(trim, z.string().refine(isSiteLink, "link_invalid"));
/** an uploaded picture's path; the server checks that the file is one of its uploads */
const picture = z.preprocess(trim, z.string().max(IMAGE_PATH_MAX, "upload_invalid"));
/** unix seconds, an ISO date, or empty for "no bound" */
const when = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : typeof v === "number" ? new Date(v * 1000) : v),
  z.coerce.date({ error: "banner_range_invalid" }).nullable(),
);

/** `/api/admin/banner/add` and `/save` (with `id`). */
export const bannerBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    image: picture.refine((v) => v !== "", "upload_invalid"),
    url: siteLink,
    title: text(100),
    lang: z.preprocess((v) => (v === "" || v === undefined ? null : v), langCode.nullable()),
    enabled: bitField("bad_request", 1),
    weigh: z.coerce.number().int().min(0).max(9999).default(0),
    starts_at: when.default(null),
    ends_at: when.default(null),
  })
  .superRefine((b, ctx) => {
    if (b.starts_at && b.ends_at && b.ends_at <= b.starts_at)
      ctx.addIssue({ code: "custom", message: "banner_range_invalid", path: ["ends_at"] });
  });
export type BannerInput = z.infer<typeof bannerBody>;

export const bannerIdBody = z.object({ id: z.coerce.number().int().positive() });

const langText = (max: number) =>
  z.record(langCode, text(max)).transform((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== "")));

/** `/api/admin/content/app_config_save` */
export const appConfigBody = z.object({
  working_hours: langText(200).refine((r) => Boolean(r.en), "title_required"),
  service_url: z.preprocess(trim, z.string().refine(isServiceLink, "link_invalid")),
  service_img: picture.default(""),
  login_img: picture.default(""),
  app_url: z
    .preprocess(
      trim,
      z.string().refine((v) => v === "" || isServiceLink(v), "link_invalid"),
    )
    .default(""),
});

/** `/api/admin/agreement/detail` */
export const agreementKey = z.object({
  type: agreementBody.shape.type,
  lang: langCode,
});

/** `/api/admin/agreement/save`: the content is HTML in the safe subset (AGREEMENT_HTML) or plain text. */
export const agreementSaveBody = agreementKey.extend({
  title: z.preprocess(trim, z.string().min(1, "title_required").max(120, "text_too_long")),
  content: z.preprocess(trim, z.string().min(1, "content_required").max(100_000, "text_too_long")),
});

/** `/api/admin/agreement/preview`: the text as it would be stored */
export const agreementPreviewBody = z.object({
  content: z.preprocess(trim, z.string().max(100_000, "text_too_long")),
});

/** `/api/admin/content/footer_save` */
export const footerBody = z.object({
  groups: z
    .array(
      z.object({
        title: langText(60).refine((r) => Boolean(r.en), "title_required"),
        links: z
          .array(z.object({ label: langText(60).refine((r) => Boolean(r.en), "title_required"), url: siteLink }))
          .max(12),
      }),
    )
    .max(6),
});
