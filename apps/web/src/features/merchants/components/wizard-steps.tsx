import { OPEN_STORE_TYPES, STORE_TYPES } from "@mp/contracts/constants";
import { DatePicker, Form, Input, Radio, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { PictureField } from "../../../ui";
import { merchantsApi } from "../api/merchants-api";
import { useContractRule } from "../hooks/use-contract-rule";

/** Step 1: the store type (personal and enterprise open; charity shown, closed). */
export function StoreTypeStep() {
  const { t } = useTranslation();
  const rule = useContractRule();
  return (
    <Form.Item name="store_type" label={t("merchants.store_type")} rules={[rule("store_type")]}>
      <Radio.Group className="apply-types">
        {STORE_TYPES.map((type) => (
          <Radio key={type} value={type} disabled={!OPEN_STORE_TYPES.includes(type)} data-testid={`apply-type-${type}`}>
            <strong>{t(`merchants.type_${type}`)}</strong>
            <Typography.Paragraph type="secondary" className="apply-types__hint">
              {OPEN_STORE_TYPES.includes(type) ? t(`merchants.type_${type}_hint`) : t("merchants.type_closed")}
            </Typography.Paragraph>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/**
 * A day kept as "YYYY-MM-DD" (what the application sends), picked and shown in the reader's order:
 * a browser's own date field shows its interface's order (mm/dd/yyyy in an English browser), not
 * the page's language.
 */
const dayValue = {
  getValueProps: (v: string | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format("YYYY-MM-DD") : ""),
};

const PERSONAL = ["name", "birthplace", "residence", "nationality", "issuing_country", "id_number"] as const;

/** Step 2: personal information as on the ID. */
export function PersonalStep() {
  const { t } = useTranslation();
  const rule = useContractRule();
  const field = (name: (typeof PERSONAL)[number]) => (
    <Form.Item key={name} name={name} label={t(`merchants.${name}`)} rules={[rule(name)]} required>
      <Input maxLength={60} data-testid={`apply-${name}`} />
    </Form.Item>
  );
  return (
    <div className="apply-grid">
      {field("name")}
      <Form.Item name="birthday" label={t("merchants.birthday")} rules={[rule("birthday")]} required {...dayValue}>
        <DatePicker format={pickerFormat()} className="full-width" data-testid="apply-birthday" />
      </Form.Item>
      {PERSONAL.slice(1).map(field)}
      <Form.Item
        name="id_validity"
        label={t("merchants.id_validity")}
        rules={[rule("id_validity")]}
        required
        {...dayValue}
      >
        <DatePicker format={pickerFormat()} className="full-width" data-testid="apply-id_validity" />
      </Form.Item>
    </div>
  );
}

/** Step 3: both sides of the ID, private to the applicant and the operators. */
export function IdPhotosStep() {
  const { t } = useTranslation();
  const rule = useContractRule();
  return (
    <>
      <Typography.Paragraph type="secondary">{t("merchants.id_private")}</Typography.Paragraph>
      <div className="apply-grid">
        {(["id_front", "id_back"] as const).map((side) => (
          <Form.Item key={side} name={side} label={t(`merchants.${side}`)} rules={[rule(side)]} required>
            <IdPhoto side={side} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}

/** One side of the ID: its signed preview link is kept next to the path (`id_front_url`). */
function IdPhoto({ side, ...field }: { side: "id_front" | "id_back"; value?: string; onChange?: (v: string) => void }) {
  const form = Form.useFormInstance();
  const preview = Form.useWatch(`${side}_url`, { form, preserve: true }) as string | undefined;
  return (
    <PictureField
      {...field}
      upload={merchantsApi.uploadIdPhoto}
      preview={preview}
      onPreview={(link) => form.setFieldValue(`${side}_url`, link)}
      testId={`apply-${side}`}
    />
  );
}
