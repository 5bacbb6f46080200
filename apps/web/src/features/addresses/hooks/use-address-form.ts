import { language } from "@mp/contracts/constants";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useFeedback } from "../../../ui/app-feedback";
import type { AddressDraft, Region } from "../api/addresses-api";
import { checkAddress } from "../lib/check-address";
import { useDiallingCodes, useRegions } from "./address-queries";
import { useShippingAddressSave } from "./use-address-save";

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

/** The shipping address form's state: the draft, countries and dialling codes, the one error shown, the save. */
export function useAddressForm(draft: AddressDraft, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const regions = useRegions();
  const dialling = useDiallingCodes();
  const countryLabel = useCountryLabel();
  const [v, setV] = useState<AddressDraft>(draft);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const save = useShippingAddressSave(onClose);
  const country = regions.data?.find((r) => r.name === v.country);

  const set = (patch: Partial<AddressDraft>) => {
    setV((x) => ({ ...x, ...patch }));
    setError(null);
  };

  const submit = () => {
    const bad = checkAddress(v);
    if (bad) {
      setError({ field: bad.field, text: t(bad.key) });
      message.warning(t(bad.key));
      return;
    }
    save.mutate(v);
  };

  const countryOptions = (regions.data ?? [])
    .map((r) => ({ value: r.name, label: countryLabel(r) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const provinceOptions = (country?.childlist ?? []).map((p) => ({ value: p.name, label: p.name }));

  return {
    v,
    set,
    st: (field: string) => (error?.field === field ? ("error" as const) : undefined),
    help: (field: string) => (error?.field === field ? error.text : undefined),
    submit,
    busy: save.isPending,
    dialling,
    regionsLoading: regions.isLoading,
    hasCountry: Boolean(country),
    countryOptions,
    provinceOptions,
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
