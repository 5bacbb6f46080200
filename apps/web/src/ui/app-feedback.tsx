import type { ModalFuncProps } from "antd";
import { message as antMessage, ConfigProvider } from "antd";
import useAppStyle from "antd/es/app/style";
import type { MessageInstance } from "antd/es/message/interface";
import type { HookAPI } from "antd/es/modal/useModal";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

type ModalKind = "confirm" | "info" | "success" | "error" | "warning";
/** antd's modal methods (those of `App.useApp().modal`); the dialog code loads on the first call. */
export type ModalApi = Record<ModalKind, (config: ModalFuncProps) => void>;
export interface Feedback {
  message: MessageInstance;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);
const ModalHost = lazy(() => import("./modal-host"));

/**
 * What antd's `App` gave every screen, without its modal code in the first load: toasts
 * (`message`, antd's own, rendered here with the app's theme, locale and direction) and
 * confirmation dialogs (`modal`: antd's hook modal, whose code, with the form code it brings,
 * loads on the first dialog and then stays mounted). The wrapper is antd's App element (its
 * class and style: text colour, size and font).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [message, messageHolder] = antMessage.useMessage();
  const [modalWanted, setModalWanted] = useState(false);
  const waiting = useRef<[ModalKind, ModalFuncProps][]>([]);
  const loaded = useRef<HookAPI | null>(null);
  const modal = useMemo<ModalApi>(() => {
    const open = (kind: ModalKind) => (config: ModalFuncProps) => {
      if (loaded.current) loaded.current[kind](config);
      else {
        waiting.current.push([kind, config]);
        setModalWanted(true);
      }
    };
    return {
      confirm: open("confirm"),
      info: open("info"),
      success: open("success"),
      error: open("error"),
      warning: open("warning"),
    };
  }, []);
  const onReady = useCallback((api: HookAPI) => {
    loaded.current = api;
    for (const [kind, config] of waiting.current.splice(0)) api[kind](config);
  }, []);
  const value = useMemo(() => ({ message, modal }), [message, modal]);

  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("app");
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const className = [hashId, prefixCls, cssVarCls, direction === "rtl" ? `${prefixCls}-rtl` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FeedbackContext.Provider value={value}>
      <div className={className}>
        {modalWanted && (
          <Suspense fallback={null}>
            <ModalHost onReady={onReady} />
          </Suspense>
        )}
        {messageHolder}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The toasts and confirmation dialogs of the app (in place of antd's `App.useApp()`). */
export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback outside FeedbackProvider");
  return value;
}
