import { LockOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";

/** Fund password status, with the button that opens the six-digit dialog. */
export function PayPassPanel() {
  const { t } = useTranslation();
  const isSet = useAppStore((s) => Boolean(s.userData?.pay_password_set));
  return (
    <Space direction="vertical" size="middle">
      <Typography.Paragraph>{t("member.paypass_intro")}</Typography.Paragraph>
      <Alert
        type={isSet ? "success" : "warning"}
        showIcon
        message={isSet ? t("member.paypass_set") : t("member.paypass_unset")}
      />
      <Button
        type="primary"
        icon={<LockOutlined />}
        onClick={() => useAppStore.getState().openDialog("payPassDialog")}
        data-testid="paypass-open"
      >
        {isSet ? t("member.paypass_change_button") : t("member.paypass_set_button")}
      </Button>
    </Space>
  );
}
