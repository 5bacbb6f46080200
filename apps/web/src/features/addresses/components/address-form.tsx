import { Button, Form, Input, Modal, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { AddressDraft } from "../api/addresses-api";
import { useAddressForm } from "../hooks/use-address-form";
import { PhoneField, PlaceFields } from "./address-form-parts";

export const blankAddress: AddressDraft = {
  name: "",
  mobile_code: "",
  mobile: "",
  country: "",
  province: "",
  city: "",
  zip_code: "",
  address: "",
  default: false,
};

/** Add or edit a shipping address: country then province from `diqu_list`, dialling code with flags. */
export function AddressForm({ draft, onClose }: { draft: AddressDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useAddressForm(draft, onClose);
  const { v, set, st, help } = f;

  return (
    <Modal
      open
      title={t(v.id ? "addresses.edit" : "addresses.add")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" onFinish={f.submit} data-testid="shipping-address-form">
        <Form.Item label={t("addresses.name")} required validateStatus={st("name")} help={help("name")}>
          <Input
            value={v.name}
            maxLength={50}
            onChange={(e) => set({ name: e.target.value })}
            data-testid="addr-name"
          />
        </Form.Item>
        <PhoneField f={f} />
        <PlaceFields f={f} />
        <Form.Item label={t("addresses.detail")} required validateStatus={st("address")} help={help("address")}>
          <Input.TextArea
            value={v.address}
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => set({ address: e.target.value })}
            data-testid="addr-detail"
          />
        </Form.Item>
        <Form.Item label={t("addresses.set_default")}>
          <Switch checked={v.default} onChange={(on) => set({ default: on })} data-testid="addr-default" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={f.busy} data-testid="addr-save">
          {t("common.save")}
        </Button>
      </Form>
    </Modal>
  );
}
