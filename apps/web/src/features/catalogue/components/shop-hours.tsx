import { language, type ShopHours } from "@mp/contracts/constants";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** Monday first; `day` is 0 Sunday .. 6 Saturday as the server keeps it */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** 2026-11-22 was a Sunday: day d of the week is the 22nd + d */
const weekday = (day: number, bcp47: string) =>
  new Intl.DateTimeFormat(bcp47, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + day)));

/** The public page's working hours: open now or not, then each day (a day without hours is closed). */
export function ShopHoursView({ hours, openNow }: { hours: ShopHours; openNow: boolean | null }) {
  const { t, i18n } = useTranslation();
  if (!hours.days.length) return null;
  const bcp47 = language(i18n.language).bcp47;
  return (
    <section className="shop-hours" data-testid="store-hours" aria-label={t("shop_settings.public_hours")}>
      <div className="shop-hours__head">
        <strong>{t("shop_settings.public_hours")}</strong>
        {openNow !== null && (
          <Tag color={openNow ? "green" : "default"} data-testid="store-open-now">
            {t(openNow ? "shop_settings.open_now" : "shop_settings.closed_now")}
          </Tag>
        )}
      </div>
      <dl className="shop-hours__days">
        {WEEK.map((day) => {
          const d = hours.days.find((x) => x.day === day);
          return (
            <div key={day} className="shop-hours__day">
              <dt>{weekday(day, bcp47)}</dt>
              <dd>
                {d ? (
                  <bdi dir="ltr">
                    {d.open}–{d.close}
                  </bdi>
                ) : (
                  t("shop_settings.closed")
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <small className="shop-hours__zone">{t("shop_settings.hours_zone", { zone: hours.timezone })}</small>
    </section>
  );
}
