import { BIO_MAX, SHOPNAME_MAX } from "@mp/contracts/constants";
import { Checkbox, Form, Input } from "antd";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PictureField } from "../../../ui";
import { merchantsApi } from "../api/merchants-api";
import { useContractRule } from "../hooks/use-contract-rule";

/** Step 4: the store setting, the agreements and the address confirmation. */
export function StoreStep() {
  const { t } = useTranslation();
  const rule = useContractRule();
  const text = (name: "shopname" | "street" | "city" | "postal_code" | "email", max: number) => (
    <Form.Item name={name} label={t(`merchants.${name}`)} rules={[rule(name)]} required>
      <Input maxLength={max} data-testid={`apply-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <div className="apply-grid">
        {text("shopname", SHOPNAME_MAX)}
        {text("email", 254)}
        {text("street", 120)}
        {text("city", 60)}
        {text("postal_code", 20)}
      </div>
      <div className="apply-grid">
        {(["avatar", "logo"] as const).map((name) => (
          <Form.Item key={name} name={name} label={t(`merchants.${name}`)} rules={[rule(name)]}>
            <PictureField upload={merchantsApi.uploadPicture} testId={`apply-${name}`} label={t(`merchants.${name}`)} />
          </Form.Item>
        ))}
      </div>
      <Form.Item name="bio" label={t("merchants.bio")} rules={[rule("bio")]}>
        <Input.TextArea maxLength={BIO_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid="apply-bio" />
      </Form.Item>
      <Form.Item name="agreement" valuePropName="checked" rules={[rule("agreement")]}>
        <Checkbox data-testid="apply-agreement">
          <Trans
            i18nKey="merchants.agreement"
            components={{
              business: <Link to="/privacy_agreement?type=6" target="_blank" />,
              privacy: <Link to="/privacy_agreement?type=2" target="_blank" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Form.Item name="address_confirm" valuePropName="checked" rules={[rule("address_confirm")]}>
        <Checkbox data-testid="apply-address-confirm">{t("merchants.address_confirm")}</Checkbox>
      </Form.Item>
    </>
  );
}
