import { InputNumber, Select, Space } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { bestUnit, DURATION_UNITS, type DurationUnit } from "../duration";

/** each unit's name in the unit list (console_rules.<key>) */
const UNIT_WORD: Record<DurationUnit, string> = { day: "days", hour: "hours", minute: "minutes" };

/** "2 days", "36 hours", "90 minutes" in the reader's language (its plural forms). */
export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const { count, unit } = bestUnit(minutes);
    return t(`console_rules.duration.${unit}`, { count });
  };
}

interface Props {
  /** whole minutes, as the form holds and the server stores them */
  value?: number | null;
  onChange?: (minutes: number | null) => void;
  /** bounds in minutes */
  min: number;
  max: number;
  testId: string;
  id?: string;
}

/**
 * A timer as a number and its unit (minutes, hours or days). The form's value stays whole minutes;
 * a value set from outside (the saved rules) shows in its best unit, 2880 as "2 days". Choosing
 * another unit keeps the number typed and reads it in that unit (type 36, choose hours).
 */
export function DurationInput({ value, onChange, min, max, testId, id }: Props) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<DurationUnit>(() => (value == null ? "minute" : bestUnit(value).unit));
  const [seen, setSeen] = useState(value);
  /** the last value this control sent: any other value came from outside and shows in its best unit */
  const sent = useRef<number | null | undefined>(undefined);
  let shownUnit = unit;
  if (value !== seen) {
    setSeen(value);
    if (value != null && value !== sent.current) {
      shownUnit = bestUnit(value).unit;
      setUnit(shownUnit);
    }
  }
  const factor = DURATION_UNITS[shownUnit];
  const count = value == null ? null : value / factor;
  const send = (minutes: number | null) => {
    sent.current = minutes;
    onChange?.(minutes);
  };
  return (
    <Space.Compact block className="duration-input">
      <InputNumber
        id={id}
        value={count}
        min={Math.ceil(min / factor)}
        max={Math.floor(max / factor)}
        precision={0}
        className="duration-input__count"
        data-testid={testId}
        onChange={(n) => send(typeof n === "number" ? n * factor : null)}
      />
      <Select<DurationUnit>
        value={shownUnit}
        aria-label={t("console_rules.unit")}
        className="duration-input__unit"
        popupMatchSelectWidth={false}
        data-testid={`${testId}-unit`}
        options={(Object.keys(DURATION_UNITS) as DurationUnit[])
          .slice()
          .reverse()
          .map((u) => ({ value: u, label: t(`console_rules.${UNIT_WORD[u]}`) }))}
        onChange={(u) => {
          setUnit(u);
          if (count != null) send(Math.min(max, Math.max(min, count * DURATION_UNITS[u])));
        }}
      />
    </Space.Compact>
  );
}
