import { Form } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
import { merchantsApi, type ShopApplyInfo } from "../api/merchants-api";
import type { ApplyField } from "./use-contract-rule";

/** The wizard's four steps and the fields each checks before the next one opens. */
export const STEP_FIELDS: ApplyField[][] = [
  ["store_type"],
  ["name", "birthday", "birthplace", "residence", "nationality", "issuing_country", "id_number", "id_validity"],
  ["id_front", "id_back"],
  ["shopname", "street", "city", "postal_code", "email", "avatar", "logo", "bio", "agreement", "address_confirm"],
];
export type ApplyValues = Partial<Record<ApplyField, unknown>> & { id_front_url?: string; id_back_url?: string };

const draftKey = (userId: number | undefined) => `mp.shopApplyDraft.${userId ?? 0}`;
function readDraft(userId: number | undefined): { step: number; values: ApplyValues } | null {
  try {
    const raw = localStorage.getItem(draftKey(userId));
    return raw ? (JSON.parse(raw) as { step: number; values: ApplyValues }) : null;
  } catch {
    return null;
  }
}

/**
 * `/merchant_settled`: one form over four steps. What is typed is kept in local storage (per user)
 * so a reload keeps it; a failed application fills the form to be corrected. Submitting sends the
 * whole application; success clears the draft and returns to `/merchant`.
 */
export function useApplyWizard(previous: ShopApplyInfo) {
  const userId = useAppStore((s) => s.userData?.user_id);
  const [form] = Form.useForm<ApplyValues>();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);

  useEffect(() => {
    const draft = readDraft(userId);
    if (draft) {
      form.setFieldsValue(draft.values);
      setStep(Math.min(Math.max(draft.step, 0), STEP_FIELDS.length - 1));
    } else if (previous) {
      const { agreement: _a, address_confirm: _c, ...rest } = previous as unknown as Record<string, unknown>;
      form.setFieldsValue(rest as ApplyValues);
    } else form.setFieldsValue({ store_type: 0 });
  }, [form, userId, previous]);

  const save = (nextStep = step) =>
    localStorage.setItem(draftKey(userId), JSON.stringify({ step: nextStep, values: form.getFieldsValue(true) }));

  const submit = useApiMutation((values: ApplyValues) => merchantsApi.apply(values), {
    form,
    invalidate: [["shop-apply-info"]],
    onSuccess: () => {
      localStorage.removeItem(draftKey(userId));
      navigate("/merchant", { replace: true });
    },
  });

  const next = async () => {
    await form.validateFields(STEP_FIELDS[step]);
    if (step < STEP_FIELDS.length - 1) {
      save(step + 1);
      setStep(step + 1);
      window.scrollTo(0, 0);
    } else {
      const all = form.getFieldsValue(true) as ApplyValues;
      const body = Object.fromEntries(STEP_FIELDS.flat().map((k) => [k, all[k] ?? ""]));
      submit.mutate({ ...body, agreement: all.agreement ? 1 : 0, address_confirm: all.address_confirm ? 1 : 0 });
    }
  };
  const back = () => {
    save(step - 1);
    setStep(step - 1);
  };
  return { form, step, next, back, onChange: () => save(), busy: submit.isPending };
}
