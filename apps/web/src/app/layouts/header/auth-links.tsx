import { Button } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";

/** The logged-in links' code (logout and its dialog) loads only for someone logged in. */
const SignedInLinks = lazy(() => import("./signed-in-links").then((m) => ({ default: m.SignedInLinks })));

/** Login/Register when logged out; nickname (member centre) and logout when logged in. */
export function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const open = (name: "loginDialog" | "registeredDialog") => {
    onNavigate?.();
    useAppStore.getState().openDialog(name);
  };
  if (token) {
    return (
      <Suspense fallback={<span className="hdr-auth" />}>
        <SignedInLinks onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <span className="hdr-auth">
      <Button type="text" className="hdr-link" onClick={() => open("loginDialog")} data-testid="header-login">
        {t("header.login")}
      </Button>
      <Button type="primary" size="small" onClick={() => open("registeredDialog")} data-testid="header-register">
        {t("header.register")}
      </Button>
    </span>
  );
}
