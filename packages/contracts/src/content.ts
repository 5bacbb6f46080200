import { z } from "zod";
import { AGREEMENT_TYPES } from "./init.js";

/** `/privacy_agreement?type=`: an agreement page that exists, else "not_found". */
export const agreementBody = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((t) => Object.hasOwn(AGREEMENT_TYPES, t), "not_found"),
});
