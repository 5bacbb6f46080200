import { Button, Input, Radio, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyType } from "../../../lib/money";

export const SORT_KEYS = ["default", "newest", "sales", "price_asc", "price_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Sort tabs of a goods listing. */
export function SortTabs({ value, onChange }: { value: SortKey; onChange: (v: SortKey) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as SortKey)}
      optionType="button"
      buttonStyle="solid"
      className="sort-tabs"
      aria-label={t("catalogue.sort_by")}
      options={SORT_KEYS.map((k) => ({
        value: k,
        label: <span data-testid={`sort-${k.replace("_", "-")}`}>{t(`catalogue.sort_${k}`)}</span>,
      }))}
    />
  );
}

const AMOUNT = /^\d{0,12}(\.\d{0,2})?$/;

interface PriceProps {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

/** Price range in the chosen money type (the listing converts it to USD for the filter). */
export function PriceFilter({ min, max, onApply }: PriceProps) {
  const { t } = useTranslation();
  const type = useMoneyType();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  useEffect(() => {
    setLow(min);
    setHigh(max);
  }, [min, max]);
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.target.value.replace(",", ".");
    if (AMOUNT.test(v)) set(v);
  };
  const apply = () => {
    const a = low.replace(/\.$/, "");
    const b = high.replace(/\.$/, "");
    // a reversed range is what the shopper meant the other way round
    if (a && b && Number(a) > Number(b)) onApply(b, a);
    else onApply(a, b);
  };
  const symbol = type.symbol.trim();
  return (
    <fieldset className="price-filter">
      <legend className="price-filter__legend">
        {t("catalogue.price_range")} ({type.currency})
      </legend>
      <Space wrap size={8}>
        <Input
          value={low}
          onChange={change(setLow)}
          onPressEnter={apply}
          inputMode="decimal"
          prefix={<bdi dir="ltr">{symbol}</bdi>}
          placeholder={t("catalogue.price_min")}
          aria-label={t("catalogue.price_min")}
          className="price-filter__input"
          data-testid="price-min"
        />
        <span aria-hidden>–</span>
        <Input
          value={high}
          onChange={change(setHigh)}
          onPressEnter={apply}
          inputMode="decimal"
          prefix={<bdi dir="ltr">{symbol}</bdi>}
          placeholder={t("catalogue.price_max")}
          aria-label={t("catalogue.price_max")}
          className="price-filter__input"
          data-testid="price-max"
        />
        <Button type="primary" onClick={apply} data-testid="price-apply">
          {t("catalogue.apply")}
        </Button>
        {min || max ? (
          <Button onClick={() => onApply("", "")} data-testid="price-clear">
            {t("catalogue.clear")}
          </Button>
        ) : null}
      </Space>
    </fieldset>
  );
}
