import { language } from "@mp/contracts/constants";
import { Checkbox, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ShopHours, ShopHoursDay } from "../api/shop-settings-api";

/** Monday first; `day` is 0 Sunday .. 6 Saturday as the server keeps it */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** 2026-11-22 was a Sunday: day d of the week is the 22nd + d */
const weekday = (day: number, bcp47: string) =>
  new Intl.DateTimeFormat(bcp47, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + day)));
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
function zones(current: string): string[] {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return Array.from(new Set(["UTC", current, browserZone(), ...all]));
}
/** a time input cannot say 24:00: closing at midnight is typed 00:00 */
const shownClose = (v: string) => (v === "24:00" ? "00:00" : v);
const keptClose = (v: string) => (v === "00:00" ? "24:00" : v);

/**
 * Working hours as a form control: the shop's time zone and, per weekday, open or closed with an
 * opening and closing time. Its value is what `shop/setting_save` takes (`hours`).
 */
export function HoursField({ value, onChange }: { value?: ShopHours; onChange?: (v: ShopHours) => void }) {
  const { t, i18n } = useTranslation();
  const bcp47 = language(i18n.language).bcp47;
  const hours = value ?? { timezone: browserZone(), days: [] };
  const options = useMemo(() => zones(hours.timezone).map((z) => ({ value: z, label: z })), [hours.timezone]);
  const put = (days: ShopHoursDay[], timezone = hours.timezone) =>
    onChange?.({ timezone, days: [...days].sort((a, b) => a.day - b.day) });
  const setDay = (day: number, d: ShopHoursDay | null) =>
    put([...hours.days.filter((x) => x.day !== day), ...(d ? [d] : [])]);
  return (
    <div className="hours-field" data-testid="setting-hours">
      <div className="hours-field__zone">
        <Typography.Text type="secondary">{t("shop_settings.timezone")}</Typography.Text>
        <Select
          showSearch
          value={hours.timezone}
          options={options}
          onChange={(tz) => put(hours.days, tz)}
          popupMatchSelectWidth={false}
          data-testid="setting-hours-zone"
          aria-label={t("shop_settings.timezone")}
        />
      </div>
      {WEEK.map((day) => {
        const d = hours.days.find((x) => x.day === day);
        const name = weekday(day, bcp47);
        return (
          <div key={day} className="hours-field__day" data-testid={`setting-hours-day-${day}`}>
            <Checkbox
              checked={Boolean(d)}
              onChange={(e) => setDay(day, e.target.checked ? { day, open: "09:00", close: "18:00" } : null)}
            >
              {name}
            </Checkbox>
            {d ? (
              <span className="hours-field__times">
                <Input
                  type="time"
                  value={d.open}
                  aria-label={t("shop_settings.opens", { day: name })}
                  onChange={(e) => setDay(day, { ...d, open: e.target.value })}
                />
                <span aria-hidden>–</span>
                <Input
                  type="time"
                  value={shownClose(d.close)}
                  aria-label={t("shop_settings.closes", { day: name })}
                  onChange={(e) => setDay(day, { ...d, close: keptClose(e.target.value) })}
                />
              </span>
            ) : (
              <Typography.Text type="secondary">{t("shop_settings.closed")}</Typography.Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
