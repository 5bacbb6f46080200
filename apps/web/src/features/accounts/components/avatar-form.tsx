import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { App, Avatar, Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { accountsApi } from "../api/accounts-api";

/** Avatar upload: common/upload, then profile {avatar}. */
export function AvatarForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useAppStore((s) => s.userData);
  const [busy, setBusy] = useState(false);
  const name = user?.nickname || user?.email || "";

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const { url } = await accountsApi.upload(file);
      useAppStore.getState().setUserData(await accountsApi.profile({ avatar: url }));
      message.success(t("common.saved"));
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space size="large" align="center" wrap>
      <Avatar
        size={96}
        src={user?.avatar || undefined}
        icon={<UserOutlined />}
        alt={t("member.avatar_alt", { name })}
      />
      <Space direction="vertical">
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="avatar-upload">
            {t("member.upload_avatar")}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t("member.avatar_hint")}</Typography.Text>
      </Space>
    </Space>
  );
}
