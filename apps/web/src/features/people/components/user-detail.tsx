import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Descriptions, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usd } from "../../../lib/money";
import { Amount, ErrorState, LoadingState, ReasonDialog } from "../../../ui";
import { canOpen, useStaff } from "../../admin";
import { peopleApi } from "../api/people-api";
import { useUserActions } from "../hooks/use-user-actions";
import { UserTabs } from "./user-tabs";
import { LastLogin, StatusTag, when } from "./users-list";

/** `/admin/users/:id`: profile, balances, shop; lock, freeze (finance), force logout; tabs. */
export function UserDetail({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data: staff } = useStaff();
  const q = useQuery({ queryKey: ["people-user", userId], queryFn: () => peopleApi.detail(userId), retry: false });
  const a = useUserActions(q.data);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const u = q.data;
  const role = staff?.role;
  const operator = role === "admin" || role === "operator";
  const finance = role === "admin" || role === "finance";
  const locked = u.status === "locked";
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="people-user">
      <Link to="/admin/users">
        <ArrowLeftOutlined /> {t("people.back_to_users")}
      </Link>
      <Typography.Title level={1} className="page-title">
        <bdi>{u.nickname}</bdi> <StatusTag status={u.status} />
        {u.money_locked && <Tag color="orange">{t("people.frozen")}</Tag>}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="people-profile">
          <Descriptions.Item label={t("admin.col_id")}>{u.id}</Descriptions.Item>
          <Descriptions.Item label={t("admin.col_email")}>
            <bdi>{u.email}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("admin.col_created")}>{when(u.createtime)}</Descriptions.Item>
          <Descriptions.Item label={t("people.last_login")}>
            <LastLogin at={u.last_login} />
          </Descriptions.Item>
          <Descriptions.Item label={t("people.live_sessions")}>{u.live_sessions}</Descriptions.Item>
          <Descriptions.Item label={t("people.invite_code")}>{u.invite_code}</Descriptions.Item>
          <Descriptions.Item label={t("people.available")}>
            <Amount>{usd(u.wallet.available)}</Amount>
          </Descriptions.Item>
          <Descriptions.Item label={t("people.withdrawing")}>
            <Amount>{usd(u.wallet.withdrawing)}</Amount>
          </Descriptions.Item>
          <Descriptions.Item label={t("people.wallet")}>
            {u.money_locked ? <Tag color="orange">{t("people.frozen")}</Tag> : t("people.wallet_ok")}
          </Descriptions.Item>
          <Descriptions.Item label={t("people.merchant")}>
            {u.shop ? (
              canOpen(role, "stores") ? (
                <Link to="/admin/stores">
                  <bdi>{u.shop.name}</bdi> (#{u.shop.id}, {t(`bond.shop_state_${u.shop.state}`)})
                </Link>
              ) : (
                <bdi>{u.shop.name}</bdi>
              )
            ) : (
              "-"
            )}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap className="people-actions">
          {operator && (
            <Button danger={!locked} onClick={() => a.setAsking(locked ? "unlock" : "lock")} data-testid="people-lock">
              {t(locked ? "admin.unlock" : "admin.lock")}
            </Button>
          )}
          {finance && (
            <Button onClick={() => a.setAsking(u.money_locked ? "unfreeze" : "freeze")} data-testid="people-freeze">
              {t(u.money_locked ? "finance.unfreeze" : "finance.freeze")}
            </Button>
          )}
          {operator && (
            <Button onClick={a.confirmLogout} disabled={u.live_sessions === 0} data-testid="people-logout-all">
              {t("people.logout_all")}
            </Button>
          )}
        </Space>
      </Card>
      <Card>
        <UserTabs userId={u.id} operator={operator} />
      </Card>
      {a.asking && (
        <ReasonDialog
          title={t(`people.action_${a.asking}`)}
          summary={t(`people.summary_${a.asking}`, { email: u.email })}
          label={t("people.reason")}
          required={a.asking === "lock" || a.asking === "freeze"}
          danger={a.asking === "lock" || a.asking === "freeze"}
          busy={a.busy}
          onSubmit={a.submit}
          onClose={() => a.setAsking(null)}
        />
      )}
    </Space>
  );
}
