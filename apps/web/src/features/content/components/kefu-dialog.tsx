import { ClockCircleOutlined, CustomerServiceOutlined } from "@ant-design/icons";
import { Button, Modal, QRCode, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useInit } from "../hooks/use-init";

/** Customer-service dialog: working hours, QR image, Open button (new tab). */
export function KefuDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.kefuDialog);
  const { data } = useInit();
  const cfg = data?.appConfig;
  const url = cfg?.service_url ?? "";
  return (
    <Modal
      open={open}
      title={t("kefu.title")}
      onCancel={() => useAppStore.getState().closeDialog("kefuDialog")}
      footer={null}
      width={380}
      centered
    >
      <div data-testid="kefu-dialog" className="kefu">
        <Typography.Paragraph>{t("kefu.intro")}</Typography.Paragraph>
        {cfg?.working_hours ? (
          <Typography.Paragraph>
            <ClockCircleOutlined /> <strong>{t("kefu.working_hours")}:</strong> {cfg.working_hours}
          </Typography.Paragraph>
        ) : null}
        <div className="kefu__qr">
          {cfg?.service_img ? (
            <img src={cfg.service_img} alt={t("kefu.qr_alt")} width={180} height={180} />
          ) : url ? (
            <QRCode value={url} size={180} aria-label={t("kefu.qr_alt")} />
          ) : null}
        </div>
        <Space className="kefu__actions">
          <Button
            type="primary"
            icon={<CustomerServiceOutlined />}
            href={url || undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!url}
            data-testid="kefu-open"
          >
            {t("kefu.open")}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
