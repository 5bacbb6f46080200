import { language } from "@mp/contracts/constants";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Modal, Select, Space, Switch } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { type AddressDraft, addressesApi, type Region } from "../api/addresses-api";
import { addressKeys, useDiallingCodes, useRegions } from "../hooks";
import { checkAddress } from "../lib/check-address";

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

/** The country's name in the interface language (the data's English name when the browser has none). */
function useCountryLabel() {
  const lang = useAppStore((s) => s.country);
  return useMemo(() => {
    const names = new Intl.DisplayNames([language(lang).bcp47, "en"], { type: "region", fallback: "none" });
    return (r: Region) => {
      try {
        return names.of(r.code) ?? r.name;
      } catch {
        return r.name;
      }
    };
  }, [lang]);
}

/** Add or edit a shipping address: country then province from `diqu_list`, dialling code with flags. */
export function AddressForm({ draft, onClose }: { draft: AddressDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const regions = useRegions();
  const dialling = useDiallingCodes();
  const countryLabel = useCountryLabel();
  const [v, setV] = useState<AddressDraft>(draft);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const country = regions.data?.find((r) => r.name === v.country);

  const set = (patch: Partial<AddressDraft>) => {
    setV((x) => ({ ...x, ...patch }));
    setError(null);
  };
  const st = (field: string) => (error?.field === field ? ("error" as const) : undefined);
  const help = (field: string) => (error?.field === field ? error.text : undefined);

  const save = async () => {
    const bad = checkAddress(v);
    if (bad) {
      setError({ field: bad.field, text: t(bad.key) });
      message.warning(t(bad.key));
      return;
    }
    setBusy(true);
    try {
      await addressesApi.save(v);
      message.success(t("common.saved"));
      await client.invalidateQueries({ queryKey: addressKeys.list });
      onClose();
    } catch {
      // the API client shows the server's message
    } finally {
      setBusy(false);
    }
  };

  const countryOptions = (regions.data ?? [])
    .map((r) => ({ value: r.name, label: countryLabel(r) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const telOptions = (dialling.data ?? []).map((d) => ({
    value: `+${d.tel}`,
    search: `${d.name} ${d.en} +${d.tel} ${d.short}`,
    label: (
      <span className="addr-tel">
        <img src={d.flag} alt="" width={20} height={15} loading="lazy" />
        <bdi>+{d.tel}</bdi>
        <span className="addr-tel__name">{d.name}</span>
      </span>
    ),
  }));

  return (
    <Modal
      open
      title={t(v.id ? "addresses.edit" : "addresses.add")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" onFinish={() => void save()} data-testid="shipping-address-form">
        <Form.Item label={t("addresses.name")} required validateStatus={st("name")} help={help("name")}>
          <Input
            value={v.name}
            maxLength={50}
            onChange={(e) => set({ name: e.target.value })}
            data-testid="addr-name"
          />
        </Form.Item>
        <Form.Item
          label={t("addresses.mobile")}
          required
          validateStatus={st("mobile_code") ?? st("mobile")}
          help={help("mobile_code") ?? help("mobile")}
        >
          <Space.Compact className="addr-phone" dir="ltr">
            <Select
              showSearch
              className="addr-phone__code"
              style={{ inlineSize: 130, flex: "none" }}
              value={v.mobile_code || undefined}
              placeholder={t("addresses.dialling_code")}
              aria-label={t("addresses.dialling_code")}
              options={telOptions}
              optionFilterProp="search"
              optionLabelProp="label"
              loading={dialling.isLoading}
              onChange={(mobile_code) => set({ mobile_code })}
              popupMatchSelectWidth={300}
              data-testid="addr-mobile-code"
            />
            <Input
              value={v.mobile}
              inputMode="tel"
              style={{ flex: 1, minInlineSize: 0 }}
              maxLength={20}
              aria-label={t("addresses.mobile")}
              onChange={(e) => set({ mobile: e.target.value })}
              data-testid="addr-mobile"
            />
          </Space.Compact>
        </Form.Item>
        <div className="addr-grid">
          <Form.Item label={t("addresses.country")} required validateStatus={st("country")} help={help("country")}>
            <Select
              showSearch
              value={v.country || undefined}
              placeholder={t("addresses.choose_country")}
              options={countryOptions}
              optionFilterProp="label"
              loading={regions.isLoading}
              onChange={(name) => set({ country: name, province: "" })}
              data-testid="addr-country"
            />
          </Form.Item>
          <Form.Item label={t("addresses.province")} required validateStatus={st("province")} help={help("province")}>
            <Select
              showSearch
              value={v.province || undefined}
              placeholder={t("addresses.choose_province")}
              disabled={!country}
              options={(country?.childlist ?? []).map((p) => ({ value: p.name, label: p.name }))}
              optionFilterProp="label"
              onChange={(province) => set({ province })}
              data-testid="addr-province"
            />
          </Form.Item>
          <Form.Item label={t("addresses.city")} required validateStatus={st("city")} help={help("city")}>
            <Input
              value={v.city}
              maxLength={60}
              onChange={(e) => set({ city: e.target.value })}
              data-testid="addr-city"
            />
          </Form.Item>
          <Form.Item label={t("addresses.zip_code")} required validateStatus={st("zip_code")} help={help("zip_code")}>
            <Input
              value={v.zip_code}
              maxLength={20}
              onChange={(e) => set({ zip_code: e.target.value })}
              data-testid="addr-zip"
            />
          </Form.Item>
        </div>
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
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="addr-save">
          {t("common.save")}
        </Button>
      </Form>
    </Modal>
  );
}
