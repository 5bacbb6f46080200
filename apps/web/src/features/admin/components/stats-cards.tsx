import { LockOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { adminApi } from "../api/admin-api";

/** Dashboard numbers: users, staff, locked users. */
export function StatsCards() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: ["admin-stats"], queryFn: adminApi.stats });
  const items = [
    { key: "users", title: t("admin.stats_users"), value: data?.users, icon: <UserOutlined /> },
    { key: "staff", title: t("admin.stats_staff"), value: data?.staff, icon: <TeamOutlined /> },
    { key: "locked", title: t("admin.stats_locked"), value: data?.locked_users, icon: <LockOutlined /> },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((it) => (
        <Col xs={24} md={8} key={it.key}>
          <Card loading={isLoading}>
            <Statistic title={it.title} value={it.value ?? 0} prefix={it.icon} data-testid={`admin-stat-${it.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
