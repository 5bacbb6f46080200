import type { FinanceReport } from "../api/finance-api";

/**
 * Turnover and profit per period as an SVG bar chart (no chart library): bars grow from a zero
 * line, losses below it. The figures themselves are in the table beside it; the chart is
 * described by its title for screen readers.
 */
export function ReportChart({
  report,
  title,
  labels,
  money,
}: {
  report: FinanceReport;
  title: string;
  labels: { turnover: string; profit: string };
  money: (v: string) => string;
}) {
  const rows = report.rows;
  const W = 720;
  const H = 220;
  const pad = { top: 10, bottom: 30, side: 8 };
  const values = rows.flatMap((r) => [Number(r.turnover), Number(r.profit)]);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  const plotH = H - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - v) / span) * plotH;
  const slot = (W - pad.side * 2) / Math.max(1, rows.length);
  const bar = Math.max(1, slot * 0.38);
  const every = Math.max(1, Math.ceil(rows.length / 8));
  return (
    <figure className="finance-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <title>{title}</title>
        <line x1={pad.side} x2={W - pad.side} y1={y(0)} y2={y(0)} className="finance-chart-axis" />
        {rows.map((r, i) => {
          const x = pad.side + i * slot + slot * 0.1;
          const tv = Number(r.turnover);
          const pv = Number(r.profit);
          return (
            <g key={r.period}>
              <rect
                x={x}
                width={bar}
                y={Math.min(y(tv), y(0))}
                height={Math.abs(y(tv) - y(0))}
                className="finance-chart-turnover"
              >
                <title>{`${r.period} ${labels.turnover}: ${money(r.turnover)}`}</title>
              </rect>
              <rect
                x={x + bar}
                width={bar}
                y={Math.min(y(pv), y(0))}
                height={Math.abs(y(pv) - y(0))}
                className="finance-chart-profit"
              >
                <title>{`${r.period} ${labels.profit}: ${money(r.profit)}`}</title>
              </rect>
              {i % every === 0 && (
                <text x={x + bar} y={H - 6} textAnchor="middle" className="finance-chart-label">
                  {report.by === "day" ? r.period.slice(5) : r.period}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="finance-chart-legend">
        <span className="finance-chart-key finance-chart-turnover-key" /> {labels.turnover}
        <span className="finance-chart-key finance-chart-profit-key" /> {labels.profit}
      </figcaption>
    </figure>
  );
}
