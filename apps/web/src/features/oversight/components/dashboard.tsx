import { CheckCircleTwoTone, WarningTwoTone } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Col, List, Row, Space, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, useApiMutation } from "../../../ui";
import { type Dashboard as Figures, type LedgerCheck, oversightApi } from "../api/oversight-api";
import { dollars, when } from "../format";
import { DayChart } from "./day-chart";

const KEY = ["oversight-dashboard"];

/**
 * The console's dashboard: user counts, today's and the last 30 days' figures with a chart per
 * figure, the pending reviews the staff member's role can act on (links to where they are
 * decided), and the last ledger check with "Run now" for finance and admin.
 */
export function Dashboard({ canRunLedgerCheck }: { canRunLedgerCheck: boolean }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: KEY, queryFn: oversightApi.dashboard });
  if (q.isError && !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  const figures = (f: Omit<Figures["today"], "day"> | undefined) => [
    { key: "new_users", value: f?.new_users ?? 0 },
    { key: "orders", value: f?.orders ?? 0 },
    { key: "turnover", value: dollars(f?.turnover_minor ?? 0) },
    { key: "refunds", value: `${f?.refunds ?? 0} · ${dollars(f?.refunded_minor ?? 0)}` },
  ];
  const series = (pick: (day: Figures["days"][number]) => number) =>
    (d?.days ?? []).map((day) => ({ day: day.day, value: pick(day) }));
  return (
    <Space orientation="vertical" size="large" style={{ inlineSize: "100%" }}>
      <Row gutter={[16, 16]}>
        {(
          [
            ["users", d?.users],
            ["staff", d?.staff],
            ["locked", d?.locked_users],
          ] as const
        ).map(([key, value]) => (
          <Col xs={24} sm={8} key={key}>
            <Card loading={q.isLoading} size="small">
              <Statistic title={t(`oversight.stat_${key}`)} value={value ?? 0} data-testid={`admin-stat-${key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      {(["today", "days30"] as const).map((span) => (
        <Card key={span} size="small" title={t(`oversight.${span}`)} loading={q.isLoading} data-testid={`dash-${span}`}>
          <Row gutter={[16, 16]}>
            {figures(span === "today" ? d?.today : d?.last_30_days).map((f) => (
              <Col xs={12} md={6} key={f.key}>
                <Statistic
                  className="oversight-figure"
                  title={t(`oversight.fig_${f.key}`)}
                  value={f.value}
                  data-testid={`dash-${span}-${f.key}`}
                />
              </Col>
            ))}
          </Row>
        </Card>
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t("oversight.charts")} loading={q.isLoading}>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={12}>
                <DayChart title={t("oversight.fig_new_users")} days={series((x) => x.new_users)} testId="chart-users" />
              </Col>
              <Col xs={24} md={12}>
                <DayChart title={t("oversight.fig_orders")} days={series((x) => x.orders)} testId="chart-orders" />
              </Col>
              <Col xs={24} md={12}>
                <DayChart
                  title={t("oversight.fig_turnover")}
                  days={series((x) => x.turnover_minor)}
                  format={dollars}
                  testId="chart-turnover"
                />
              </Col>
              <Col xs={24} md={12}>
                <DayChart
                  title={t("oversight.fig_refunded")}
                  days={series((x) => x.refunded_minor)}
                  format={dollars}
                  testId="chart-refunds"
                />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size="large" style={{ inlineSize: "100%" }}>
            <Card size="small" title={t("oversight.pending")} loading={q.isLoading}>
              <List
                dataSource={d?.pending ?? []}
                locale={{ emptyText: t("oversight.pending_none") }}
                renderItem={(p) => (
                  <List.Item data-testid={`pending-${p.kind}`}>
                    <Link to={p.link}>{t(`oversight.pending_${p.kind}`)}</Link>
                    <Badge count={p.count} showZero color={p.count ? "#fa541c" : "#d9d9d9"} overflowCount={9999} />
                  </List.Item>
                )}
              />
            </Card>
            <LedgerCheckCard check={d?.ledger_check ?? null} canRun={canRunLedgerCheck} loading={q.isLoading} />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}

function LedgerCheckCard({ check, canRun, loading }: { check: LedgerCheck | null; canRun: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const run = useApiMutation(oversightApi.ledgerCheck, { invalidate: [KEY] });
  return (
    <Card
      size="small"
      title={t("oversight.ledger_title")}
      loading={loading}
      data-testid="ledger-check"
      extra={
        canRun && (
          <Button size="small" loading={run.isPending} onClick={() => run.mutate()} data-testid="ledger-check-run">
            {t("oversight.ledger_run")}
          </Button>
        )
      }
    >
      {!check ? (
        <Typography.Text type="secondary">{t("oversight.ledger_never")}</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ inlineSize: "100%" }}>
          <Typography.Text data-testid="ledger-check-result">
            {check.ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <WarningTwoTone twoToneColor="#fa541c" />}{" "}
            {check.ok ? t("oversight.ledger_ok") : t("oversight.ledger_bad", { count: check.problem_count })}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="ledger-check-when">
            {t("oversight.ledger_when", {
              time: when(check.checked_at),
              entries: check.entries,
              accounts: check.accounts,
              by: check.by_name || (check.by === "cli" ? t("oversight.ledger_by_cli") : check.by),
            })}
          </Typography.Text>
          {!check.ok && (
            <Alert
              type="error"
              message={
                <ul className="oversight-problems">
                  {check.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Space>
      )}
    </Card>
  );
}
