import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { AvatarForm } from "./avatar-form";
import { EmailForm } from "./email-form";
import { NicknameForm } from "./nickname-form";
import { PasswordForm } from "./password-form";
import { PayPassPanel } from "./paypass-panel";

export type SettingsTab = "profile" | "avatar" | "email" | "password" | "paypass";

/**
 * All account settings as tabs (member centre and /setup). `titled` heads the card with
 * "Settings"; /setup passes false, its page title says it already.
 */
export function AccountSettings({
  defaultTab = "profile",
  titled = true,
}: {
  defaultTab?: SettingsTab;
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const items = [
    { key: "profile", label: t("member.tab_profile"), children: <NicknameForm /> },
    { key: "avatar", label: t("member.tab_avatar"), children: <AvatarForm /> },
    { key: "email", label: t("member.tab_email"), children: <EmailForm /> },
    { key: "password", label: t("member.tab_password"), children: <PasswordForm /> },
    { key: "paypass", label: t("member.tab_paypass"), children: <PayPassPanel /> },
  ];
  return (
    <Card title={titled ? t("member.settings") : undefined} className="settings-card" data-testid="account-settings">
      <Tabs defaultActiveKey={defaultTab} items={items} className="settings-tabs" />
    </Card>
  );
}
