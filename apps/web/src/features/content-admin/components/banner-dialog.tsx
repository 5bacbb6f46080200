import type { AdminBanner } from "@mp/contracts";
import { LANGUAGES } from "@mp/contracts/constants";
import { DatePicker, Form, Input, InputNumber, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { DialogShell, PictureField, useApiMutation } from "../../../ui";
import { type BannerSave, contentAdminApi } from "../api/content-admin-api";

interface Values {
  image: string;
  url: string;
  title: string;
  lang: string;
  enabled: boolean;
  weigh: number;
  range: [Dayjs | null, Dayjs | null] | null;
}

const secs = (d: Dayjs | null | undefined) => (d ? d.unix() : null);
/** A product page: the link example of the form (the hint names it too). */
const BANNER_LINK_EXAMPLE = "/productDetails?id=12";

/** Add or edit one home banner: picture (uploaded), link, title, language, dates, on/off, order. */
export function BannerDialog({ banner, onClose }: { banner: AdminBanner | "new" | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = banner && banner !== "new" ? banner : null;
  const save = useApiMutation(
    (b: BannerSave) => (b.id ? contentAdminApi.saveBanner(b) : contentAdminApi.addBanner(b)),
    {
      form,
      fieldNames: { starts_at: "range", ends_at: "range" },
      invalidate: [["admin-banners"]],
      onSuccess: onClose,
    },
  );
  const initial: Values = editing
    ? {
        image: editing.image,
        url: editing.url,
        title: editing.title,
        lang: editing.lang ?? "",
        enabled: editing.enabled === 1,
        weigh: editing.weigh,
        range: [
          editing.starts_at ? dayjs.unix(editing.starts_at) : null,
          editing.ends_at ? dayjs.unix(editing.ends_at) : null,
        ],
      }
    : { image: "", url: "", title: "", lang: "", enabled: true, weigh: 0, range: null };
  const submit = (v: Values) =>
    save.mutate({
      id: editing?.id,
      image: v.image,
      url: v.url.trim(),
      title: v.title.trim(),
      lang: v.lang || null,
      enabled: v.enabled ? 1 : 0,
      weigh: v.weigh ?? 0,
      starts_at: secs(v.range?.[0]),
      ends_at: secs(v.range?.[1]),
    });
  return (
    <DialogShell
      open={banner !== null}
      title={t(editing ? "contentAdmin.banner_edit" : "contentAdmin.banner_add")}
      onClose={onClose}
      width={560}
      testId="banner-dialog"
      submit={{
        text: t("contentAdmin.save"),
        onSubmit: () => form.submit(),
        busy: save.isPending,
        testId: "banner-save",
      }}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark="optional">
        <Form.Item
          name="image"
          label={t("contentAdmin.image")}
          extra={<span data-testid="banner-image-hint">{t("contentAdmin.image_hint")}</span>}
          rules={[{ required: true, message: t("contentAdmin.image_required") }]}
        >
          <PictureField upload={contentAdminApi.upload} testId="banner-image" />
        </Form.Item>
        <Form.Item name="title" label={t("contentAdmin.title")}>
          <Input maxLength={100} data-testid="banner-title" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t("contentAdmin.link")}
          extra={<span data-testid="banner-url-hint">{t("contentAdmin.link_hint")}</span>}
          rules={[{ required: true, message: t("contentAdmin.link_required") }]}
        >
          {/* a route of this app (docs/product.md), as the hint's first example */}
          <Input placeholder={BANNER_LINK_EXAMPLE} style={{ direction: "ltr" }} data-testid="banner-url" />
        </Form.Item>
        <Form.Item name="lang" label={t("contentAdmin.language")}>
          <Select
            data-testid="banner-lang"
            options={[
              { value: "", label: t("contentAdmin.every_language") },
              ...LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` })),
            ]}
          />
        </Form.Item>
        <Form.Item name="range" label={t("contentAdmin.dates")} extra={t("contentAdmin.dates_hint")}>
          <DatePicker.RangePicker
            showTime={{ format: "HH:mm" }}
            format={pickerFormat(true)}
            allowEmpty={[true, true]}
            data-testid="banner-dates"
          />
        </Form.Item>
        <Form.Item name="weigh" label={t("contentAdmin.weigh")} extra={t("contentAdmin.weigh_hint")}>
          <InputNumber min={0} max={9999} precision={0} data-testid="banner-weigh" />
        </Form.Item>
        <Form.Item name="enabled" label={t("contentAdmin.enabled")} valuePropName="checked">
          <Switch data-testid="banner-enabled" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
