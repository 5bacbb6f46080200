import { type ShopSettingBody, shopSettingBody } from "@mp/contracts";
import { NAME_CHANGE_STATE } from "@mp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { Form, type FormRule } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type LangText, useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type ShopSettingsForm, shopSettingsApi } from "../api/shop-settings-api";

export const SETTINGS_KEY = ["shop-settings"] as const;

/** The form's values: the introductions per language in the editor's shape (ui/texts-editor.tsx). */
export type ShopSettingsValues = Omit<ShopSettingsForm, "texts"> & { texts?: LangText[] };

/** A field's rule from the contract's schema: the message under the field is the server's, translated. */
export function useSettingRule() {
  const { t } = useTranslation();
  return (field: keyof ShopSettingBody): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const r = shopSettingBody.shape[field].safeParse(value ?? "");
      if (!r.success) throw new Error(t(`errors.${r.error.issues[0]?.message ?? "bad_request"}`));
    },
  });
}

/**
 * `/shop-setting`: the settings loaded into one form; saving sends the whole form. A failure the
 * server names a field for shows under that field; success tells the merchant, and a new name
 * shows as under review.
 */
export function useShopSettings() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ShopSettingsValues>();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: shopSettingsApi.read });
  const data = settings.data;
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        shopname: data.name_change?.state === NAME_CHANGE_STATE.review ? data.name_change.shopname : data.shopname,
        avatar: data.avatar,
        logo: data.logo,
        banner: data.banner,
        bio: data.bio,
        welcome: data.welcome,
        hours: data.hours,
        // the editor's shape (ui/texts-editor.tsx): one text per language, in `description`
        texts: (data.texts ?? []).map((x) => ({ lang: x.lang, title: "", description: x.bio })),
      });
  }, [data, form]);
  const save = useApiMutation(
    ({ texts, ...v }: ShopSettingsValues) =>
      shopSettingsApi.save({ ...v, texts: (texts ?? []).map((x) => ({ lang: x.lang, bio: x.description.trim() })) }),
    {
      form,
      invalidate: [SETTINGS_KEY, ["shop"]],
      onSuccess: (r) =>
        message.success(
          t(r.name_change?.state === NAME_CHANGE_STATE.review ? "shop_settings.saved_review" : "shop_settings.saved"),
        ),
    },
  );
  return { form, settings, save };
}
