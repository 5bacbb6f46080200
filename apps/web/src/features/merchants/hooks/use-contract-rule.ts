import { shopApplyBody } from "@mp/contracts";
import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";

export type ApplyField = keyof typeof shopApplyBody.shape;

/**
 * A form rule that is the server's own rule for that field (packages/contracts `shopApplyBody`),
 * with the catalogue message in the user's language: the wizard and the server never disagree.
 */
export function useContractRule() {
  const { t } = useTranslation();
  return (field: ApplyField): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const r = shopApplyBody.shape[field].safeParse(value ?? "");
      if (!r.success) throw new Error(t(`errors.${r.error.issues[0]?.message ?? "bad_request"}`));
    },
  });
}
