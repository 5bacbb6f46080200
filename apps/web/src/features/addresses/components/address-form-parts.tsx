import { Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { AddressFormState } from "../hooks/use-address-form";

/** Dialling code (with flags, searchable by country) and the number, left to right in every language. */
export function PhoneField({ f }: { f: AddressFormState }) {
  const { t } = useTranslation();
  const { v, set, dialling } = f;
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
    <Form.Item
      label={t("addresses.mobile")}
      required
      validateStatus={f.st("mobile_code") ?? f.st("mobile")}
      help={f.help("mobile_code") ?? f.help("mobile")}
    >
      <Space.Compact className="addr-phone" dir="ltr">
        <Select
          showSearch
          className="addr-phone__code"
          style={{ inlineSize: 140, flex: "none" }}
          value={v.mobile_code || undefined}
          // the short name fits the field in every language; the full one is its accessible name
          placeholder={t("addresses.dialling_code_short")}
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
  );
}

/** Country, then its provinces; city and postcode. */
export function PlaceFields({ f }: { f: AddressFormState }) {
  const { t } = useTranslation();
  const { v, set, st, help } = f;
  return (
    <div className="addr-grid">
      <Form.Item label={t("addresses.country")} required validateStatus={st("country")} help={help("country")}>
        <Select
          showSearch
          value={v.country || undefined}
          placeholder={t("addresses.choose_country")}
          options={f.countryOptions}
          optionFilterProp="label"
          loading={f.regionsLoading}
          onChange={(name) => set({ country: name, province: "" })}
          data-testid="addr-country"
        />
      </Form.Item>
      <Form.Item label={t("addresses.province")} required validateStatus={st("province")} help={help("province")}>
        <Select
          showSearch
          value={v.province || undefined}
          placeholder={t("addresses.choose_province")}
          disabled={!f.hasCountry}
          options={f.provinceOptions}
          optionFilterProp="label"
          onChange={(province) => set({ province })}
          data-testid="addr-province"
        />
      </Form.Item>
      <Form.Item label={t("addresses.city")} required validateStatus={st("city")} help={help("city")}>
        <Input value={v.city} maxLength={60} onChange={(e) => set({ city: e.target.value })} data-testid="addr-city" />
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
  );
}
