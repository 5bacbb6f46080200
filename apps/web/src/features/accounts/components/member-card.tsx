import { UserOutlined } from "@ant-design/icons";
import { Avatar, Card, Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { date } from "../../../lib/dates";

/** The member centre's identity card: avatar, nickname, email, invitation code. */
export function MemberCard() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userData);
  if (!user) return null;
  const name = user.nickname || user.email;
  return (
    <Card className="member-card">
      <div className="member-card__head">
        <Avatar
          size={72}
          src={user.avatar || undefined}
          icon={<UserOutlined />}
          alt={t("member.avatar_alt", { name })}
        />
        <div>
          <Typography.Title level={2} className="member-card__name">
            {t("member.welcome", { name })}
          </Typography.Title>
          {user.createtime ? (
            <Typography.Text type="secondary">
              {t("member.member_since", { date: date(user.createtime) })}
            </Typography.Text>
          ) : null}
        </div>
      </div>
      <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
        <Descriptions.Item label={t("member.nickname")}>{user.nickname || "—"}</Descriptions.Item>
        <Descriptions.Item label={t("common.email")}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t("member.invite_code")}>
          <Typography.Text copyable={Boolean(user.invite_code)}>{user.invite_code || "—"}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
