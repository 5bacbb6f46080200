import "./ui.css";
import { Alert, Button, Empty, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";

/** Nothing to show (an empty list or search); the text defaults to the shared "nothing here yet". */
export function EmptyState({ text, action }: { text?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t("ui.empty")}>
      {action}
    </Empty>
  );
}

/** A call under way: a spinner with a spoken "Loading…" for screen readers. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ui-state" role="status" aria-live="polite">
      <Spin />
      <span>{text ?? t("common.loading")}</span>
    </div>
  );
}

/** A load that failed (the API client has already said why): a short line and a retry button. */
export function ErrorState({ text, onRetry }: { text?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={text ?? t("ui.load_failed")}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {t("ui.retry")}
          </Button>
        )
      }
    />
  );
}

/**
 * A back-office load that failed: a locked store (402; the app-wide dialog has opened, the page
 * says the same beneath it), or anything else with a retry.
 */
export function ShopLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 402) return <ErrorState text={t("errors.store_locked")} />;
  return <ErrorState onRetry={onRetry} />;
}
