import { VerticalAlignTopOutlined } from "@ant-design/icons";
import { FloatButton } from "antd";
import { useTranslation } from "react-i18next";
import { ForgotDialog, LoginDialog, PayPassDialog, RegisterDialog } from "../../../features/accounts";
import { ChatRoot } from "../../../features/chat";
import { KefuDialog } from "../../../features/content";
import { useAppStore } from "../../../lib/app-store";

/** Dialogs driven by the store's flags, and the back-to-top button. */
export function GlobalDialogs() {
  const { t } = useTranslation();
  const loggedIn = useAppStore((s) => Boolean(s.token));
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
      <ForgotDialog />
      {loggedIn ? <PayPassDialog /> : null}
      <KefuDialog />
      <ChatRoot />
      <FloatButton.BackTop
        icon={<VerticalAlignTopOutlined />}
        tooltip={t("common.back_to_top")}
        aria-label={t("common.back_to_top")}
        data-testid="back-to-top"
        visibilityHeight={300}
      />
    </>
  );
}
