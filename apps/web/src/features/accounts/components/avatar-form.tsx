import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Space, Typography, Upload } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useUploadAvatar } from "../hooks/use-account-mutations";

/** Avatar upload: common/upload, then profile {avatar}. */
export function AvatarForm() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userData);
  const upload = useUploadAvatar();
  const name = user?.nickname || user?.email || "";

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
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="avatar-upload">
            {t("member.upload_avatar")}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t("member.avatar_hint")}</Typography.Text>
      </Space>
    </Space>
  );
}
