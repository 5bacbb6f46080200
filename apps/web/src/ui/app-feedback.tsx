import { ConfigProvider, type ModalFuncProps } from "antd";
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

const MESSAGE_KINDS = ["info", "success", "error", "warning", "loading", "open", "destroy"] as const;
const MODAL_KINDS = ["confirm", "info", "success", "error", "warning"] as const;
type MessageKind = (typeof MESSAGE_KINDS)[number];
type ModalKind = (typeof MODAL_KINDS)[number];

/** antd's message methods (those of `App.useApp().message`); its code loads on the first toast. */
export type MessageApi = { [K in MessageKind]: (...args: Parameters<MessageInstance[K]>) => void };
/** antd's modal methods (those of `App.useApp().modal`); the dialog code loads on the first call. */
export type ModalApi = Record<ModalKind, (config: ModalFuncProps) => void>;
export interface Feedback {
  message: MessageApi;
  modal: ModalApi;
}

type Method = (...args: unknown[]) => unknown;

/**
 * An API whose code loads on its first call: the calls wait in order until the host that owns
 * the real API is mounted (`wanted`) and hands it over (`onReady`); later calls go straight to it.
 */
function useLoadedOnFirstCall<Facade, Real extends object>(kinds: readonly string[]) {
  const [wanted, setWanted] = useState(false);
  const waiting = useRef<[string, unknown[]][]>([]);
  const real = useRef<Real | null>(null);
  const api = useMemo(() => {
    const call =
      (kind: string) =>
      (...args: unknown[]) => {
        if (real.current) (real.current as Record<string, Method>)[kind]?.(...args);
        else {
          waiting.current.push([kind, args]);
          setWanted(true);
        }
      };
    return Object.fromEntries(kinds.map((kind) => [kind, call(kind)])) as Facade;
  }, [kinds]);
  const onReady = useCallback((loaded: Real) => {
    real.current = loaded;
    for (const [kind, args] of waiting.current.splice(0)) (loaded as Record<string, Method>)[kind]?.(...args);
  }, []);
  return { api, wanted, onReady };
}

const FeedbackContext = createContext<Feedback | null>(null);
const MessageHost = lazy(() => import("./message-host"));
const ModalHost = lazy(() => import("./modal-host"));

/**
 * What antd's `App` gave every screen, without its code in the first load: toasts (`message`)
 * and confirmation dialogs (`modal`: antd's hook modal, which brings the form code along). Each
 * is antd's own, rendered here inside the app's theme, locale and direction; its code loads on
 * its first call, then stays mounted. The wrapper is antd's App element (its class and style:
 * text colour, size and font).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const message = useLoadedOnFirstCall<MessageApi, MessageInstance>(MESSAGE_KINDS);
  const modal = useLoadedOnFirstCall<ModalApi, HookAPI>(MODAL_KINDS);
  const value = useMemo<Feedback>(() => ({ message: message.api, modal: modal.api }), [message.api, modal.api]);

  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("app");
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const className = [hashId, prefixCls, cssVarCls, direction === "rtl" ? `${prefixCls}-rtl` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FeedbackContext.Provider value={value}>
      <div className={className}>
        {/* one boundary each: loading one host must not hide the other's toasts or dialogs */}
        <Suspense fallback={null}>{modal.wanted && <ModalHost onReady={modal.onReady} />}</Suspense>
        <Suspense fallback={null}>{message.wanted && <MessageHost onReady={message.onReady} />}</Suspense>
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
