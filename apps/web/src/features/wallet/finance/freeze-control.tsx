import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Space } from "antd";
import { useTranslation } from "react-i18next";
import { whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { useFreeze } from "./hooks/use-finance-mutations";

/** Freeze (every debit refused) or unfreeze a wallet, after confirmation; the answer says which it is now. */
export function FreezeControl({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const freeze = useFreeze(userId);
  const state = freeze.data?.money_locked;
  const ask = (frozen: boolean) =>
    modal.confirm({
      type: frozen ? "warning" : "confirm",
      title: t(frozen ? "finance.freeze_confirm" : "finance.unfreeze_confirm", { user: userId }),
      okText: t(frozen ? "finance.freeze" : "finance.unfreeze"),
      okButtonProps: { danger: frozen, "data-testid": "finance-freeze-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(freeze, frozen),
    });
  return (
    <Card size="small" title={t("finance.freeze_title")}>
      <Space orientation="vertical" className="full-width">
        {state !== undefined && (
          <Alert
            type={state ? "error" : "success"}
            showIcon
            title={t(state ? "finance.frozen_now" : "finance.unfrozen_now")}
          />
        )}
        <Space wrap>
          <Button danger icon={<LockOutlined />} onClick={() => ask(true)} data-testid="finance-freeze">
            {t("finance.freeze")}
          </Button>
          <Button icon={<UnlockOutlined />} onClick={() => ask(false)} data-testid="finance-unfreeze">
            {t("finance.unfreeze")}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
