import { Segmented } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { shortDay } from "../../../lib/dates";
import type { ShopHomeDay } from "../api/shop-home-api";
import { count, usd } from "./format";

type Metric = "orders" | "turnover" | "views";
const METRICS: Metric[] = ["orders", "turnover", "views"];

const W = 600;
const H = 180;
const PAD_TOP = 4;
const PAD_BOTTOM = 1;
const GAP = 4;

const metricValue = (d: ShopHomeDay, m: Metric) => (m === "turnover" ? Number(d.turnover) : d[m]);

/**
 * The last 30 days as bars (a small SVG, no chart library): orders, turnover or views, one at a
 * time. Screen readers get the same numbers as a table; each bar names its day and value. In a
 * right-to-left language the days run from right to left.
 */
export function DailyChart({ days }: { days: ShopHomeDay[] }) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<Metric>("orders");
  const titleId = useId();
  const rtl = i18n.dir() === "rtl";
  const values = days.map((d) => metricValue(d, metric));
  const max = Math.max(...values, 0);
  const slot = W / Math.max(days.length, 1);
  const plot = H - PAD_TOP - PAD_BOTTOM;
  const show = (d: ShopHomeDay) => (metric === "turnover" ? usd(d.turnover) : count(d[metric]));
  const label = (day: string) => shortDay(day);
  const ticks = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  const xOf = (i: number) => (rtl ? W - (i + 1) * slot : i * slot);
  return (
    <div className="shop-home-chart" data-testid="home-chart" data-metric={metric}>
      <div className="shop-home-chart__head">
        <h2 id={titleId} className="shop-home__h2">
          {t("shop_home.chart_title")}
        </h2>
        <Segmented<Metric>
          value={metric}
          onChange={setMetric}
          options={METRICS.map((m) => ({ value: m, label: t(`shop_home.${m}`) }))}
          data-testid="home-chart-metric"
        />
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="shop-home-chart__svg"
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title>{t("shop_home.chart_title")}</title>
        <line x1={0} x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} className="shop-home-chart__axis" />
        {days.map((d, i) => {
          const v = values[i] ?? 0;
          const h = max > 0 ? Math.max((v / max) * plot, v > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.day}
              x={xOf(i) + GAP / 2}
              y={H - PAD_BOTTOM - h}
              width={slot - GAP}
              height={h}
              className="shop-home-chart__bar"
              data-day={d.day}
              data-value={v}
            >
              <title>{`${label(d.day)}: ${show(d)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="shop-home-chart__ticks" aria-hidden>
        {ticks.map((i) => (days[i] ? <span key={i}>{label(days[i].day)}</span> : null))}
      </div>
      <p className="shop-home-chart__max">
        {max > 0
          ? t("shop_home.chart_max", {
              value:
                metric === "turnover"
                  ? usd(days.find((d) => metricValue(d, metric) === max)?.turnover ?? "0")
                  : count(max),
            })
          : t("shop_home.chart_empty")}
      </p>
      {/* hidden in a box: a table itself ignores the 1 px size and drew a blank band below the footer */}
      <div className="visually-hidden">
        <table>
          <caption>{t("shop_home.chart_title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("shop_home.day")}</th>
              <th scope="col">{t(`shop_home.${metric}`)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{show(d)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
