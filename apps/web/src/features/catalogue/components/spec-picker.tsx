import type { GoodsSku, GoodsSpec } from "@mp/contracts";
import { useTranslation } from "react-i18next";
import { specName, specSummary, specValue } from "../../../lib/spec-words";
import { type Chosen, valueAvailable } from "../hooks/spec-logic";

interface Props {
  specs: GoodsSpec[];
  skus: GoodsSku[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
}

/**
 * One row per specification; a value no SKU in stock has (with the other choices) is disabled.
 * The platform's option words show in the reader's language, a merchant's own as written.
 */
export function SpecPicker({ specs, skus, chosen, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="spec-picker" data-testid="spec-picker">
      {specs.map((spec, row) => (
        <fieldset className="detail-row spec-picker__row" key={spec.name}>
          <legend className="detail-row__label" dir="auto" data-name={spec.name}>
            {specName(t, spec.name)}
          </legend>
          <div className="spec-picker__values" data-testid={`spec-row-${row}`}>
            {spec.values.map((value) => {
              const active = chosen[spec.name] === value;
              const available = valueAvailable(skus, chosen, spec.name, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  disabled={!available && !active}
                  className={active ? "spec-value spec-value--active" : "spec-value"}
                  onClick={() => onChange({ ...chosen, [spec.name]: active ? "" : value })}
                  data-testid="spec-option"
                  data-value={value}
                  dir="auto"
                >
                  {specValue(t, value)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The chosen values in the reader's language ("Size: S, Colour: White"); nothing before a choice. */
export function ChosenSpec({ specs, chosen }: { specs: GoodsSpec[]; chosen: Chosen }) {
  const { t } = useTranslation();
  const text = specSummary(
    t,
    specs.map((s): [string, string] => [s.name, chosen[s.name] ?? ""]),
  );
  if (!text) return null;
  return (
    <div className="detail-row">
      <span className="detail-row__label">{t("specs.chosen")}</span>
      <span className="detail-row__value" data-testid="chosen-spec">
        {text}
      </span>
    </div>
  );
}
