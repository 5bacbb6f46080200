import { language } from "@mp/contracts/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../lib/app-store";
import { apiEvents, feedback } from "../lib/feedback";
import { applyLanguage } from "../lib/i18n";
import { loadLocalePacks } from "../lib/locale-packs";
import { markStaffSessionEnded, staffLoginPath } from "../lib/staff-session";
import { FeedbackProvider, useFeedback } from "../ui/app-feedback";
import { staleUnlessDrawn } from "./drawn-answers";
import { WideHint } from "./screen-hint";
import { theme } from "./theme";

/** The app's query client: one in the browser, one per first screen drawn on the server (ssr/). */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: staleUnlessDrawn } },
  });

interface Props {
  children: ReactNode;
  queryClient: QueryClient;
  initialLocale: Locale;
  navigate: (to: string) => void;
  /** whether the screen is wide, as the server guessed when it drew the first screen (app/screen-hint.tsx) */
  wideHint?: boolean;
}

/** Query client, antd theme/locale/direction per language, and the API client's feedback. */
export function Providers({ children, queryClient, initialLocale, navigate, wideHint }: Props) {
  const country = useAppStore((s) => s.country);
  const [locale, setLocale] = useState(initialLocale);
  useEffect(() => {
    let live = true;
    void applyLanguage(country);
    void loadLocalePacks(country).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [country]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        direction={language(country).dir}
        theme={theme}
        button={{ autoInsertSpace: false }}
      >
        <WideHint.Provider value={wideHint}>
          <FeedbackProvider>
            <FeedbackBridge navigate={navigate} />
            {children}
          </FeedbackProvider>
        </WideHint.Provider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Hands the app's message/modal to the API client and decides what 401 and 402 do. */
function FeedbackBridge({ navigate }: { navigate: (to: string) => void }) {
  const { message, modal } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    feedback.message = message;
    feedback.modal = modal;
    let lockedOpen = false;
    apiEvents.unauthorized = (scope) => {
      const s = useAppStore.getState();
      if (scope === "admin") {
        // the staff login with the page to come back to, saying the session has ended
        const here = `${window.location.pathname}${window.location.search}`;
        markStaffSessionEnded();
        if (!window.location.pathname.startsWith("/admin/login")) navigate(staffLoginPath(here, true));
        s.setAdminToken("");
        return;
      }
      s.clearSession();
      navigate("/");
    };
    apiEvents.storeLocked = () => {
      if (lockedOpen) return;
      lockedOpen = true;
      modal.confirm({
        type: "warning",
        title: t("errors.store_locked"),
        okText: t("store_locked.contact"),
        cancelText: t("store_locked.home"),
        onOk: () => useAppStore.getState().openDialog("kefuDialog"),
        onCancel: () => navigate("/"),
        afterClose: () => {
          lockedOpen = false;
        },
      });
    };
  }, [message, modal, navigate, t]);
  return null;
}
