import { day, shortDay } from "../../../lib/dates";

/** A UTC day ("2026-11-29") in the interface language: short ("29 Nov") or full. */
const dayLabel = (d: string, style: "short" | "full") => (style === "short" ? shortDay(d) : day(d));

/**
 * A small SVG bar chart of one figure per UTC day (no chart library), like the shop's
 * settlement chart: bars from a zero line, a label every few days counted back from the last
 * (so they stay evenly apart and today is always named), each bar titled with its day and value
 * for a pointer or a screen reader.
 */
export function DayChart({
  days,
  title,
  format = String,
  testId,
}: {
  days: { day: string; value: number }[];
  title: string;
  format?: (v: number) => string;
  testId?: string;
}) {
  const W = 320;
  const H = 130;
  const pad = { top: 16, bottom: 18, side: 2 };
  const peak = Math.max(0, ...days.map((d) => d.value));
  const max = Math.max(1, peak);
  const plotH = H - pad.top - pad.bottom;
  const slot = (W - pad.side * 2) / Math.max(1, days.length);
  const every = Math.max(1, Math.ceil(days.length / 5));
  const base = pad.top + plotH;
  return (
    <figure className="oversight-chart" data-testid={testId}>
      <figcaption className="oversight-chart-title">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} direction="ltr">
        <title>{title}</title>
        <line x1={pad.side} x2={W - pad.side} y1={base} y2={base} className="oversight-chart-axis" />
        <line x1={pad.side} x2={W - pad.side} y1={pad.top} y2={pad.top} className="oversight-chart-grid" />
        <text x={pad.side} y={pad.top - 4} className="oversight-chart-label">
          {format(peak)}
        </text>
        {days.map((d, i) => {
          const h = (d.value / max) * plotH;
          const x = pad.side + i * slot + slot * 0.15;
          return (
            <g key={d.day}>
              <rect x={x} width={slot * 0.7} y={base - h} height={h} className="oversight-chart-bar">
                <title>{`${dayLabel(d.day, "full")}: ${format(d.value)}`}</title>
              </rect>
              {(days.length - 1 - i) % every === 0 && (
                <text
                  x={i === 0 ? pad.side : i === days.length - 1 ? W - pad.side : x + slot * 0.35}
                  y={H - 4}
                  textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
                  className="oversight-chart-label"
                >
                  {dayLabel(d.day, "short")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
