import type { GoodsSku, GoodsSpec } from "@mp/contracts";
import { type Chosen, valueAvailable } from "../hooks/spec-logic";

interface Props {
  specs: GoodsSpec[];
  skus: GoodsSku[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
}

/** One row per specification; a value no SKU in stock has (with the other choices) is disabled. */
export function SpecPicker({ specs, skus, chosen, onChange }: Props) {
  return (
    <div className="spec-picker" data-testid="spec-picker">
      {specs.map((spec, row) => (
        <fieldset className="detail-row spec-picker__row" key={spec.name}>
          <legend className="detail-row__label">{spec.name}</legend>
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
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
