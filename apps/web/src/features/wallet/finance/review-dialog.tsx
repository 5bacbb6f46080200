import { Button, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface ReviewTarget {
  id: number;
  approve: boolean;
  summary: string;
}

/**
 * Approve asks for a reference (a transaction hash or bank reference), reject asks for a reason:
 * both are required and are shown to the user with the decision.
 */
export function ReviewDialog({
  target,
  onClose,
  onSubmit,
}: {
  target: ReviewTarget;
  onClose: () => void;
  onSubmit: (note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!note.trim()) {
      setError(t("errors.reason_required"));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(note.trim());
      onClose();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(target.approve ? "finance.approve_title" : "finance.reject_title", { id: target.id })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("common.cancel")}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={!target.approve}
          loading={busy}
          onClick={() => void submit()}
          data-testid="finance-confirm"
        >
          {t(target.approve ? "finance.approve" : "finance.reject")}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{target.summary}</Typography.Paragraph>
      <div className="finance-note">
        <label htmlFor="finance-note">{t(target.approve ? "finance.reference_label" : "finance.reason_label")}</label>
        <Input.TextArea
          id="finance-note"
          value={note}
          maxLength={300}
          autoSize={{ minRows: 2, maxRows: 5 }}
          status={error ? "error" : undefined}
          placeholder={t(target.approve ? "finance.reference_placeholder" : "finance.reason_placeholder")}
          onChange={(e) => {
            setNote(e.target.value);
            setError("");
          }}
          data-testid="finance-note"
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </div>
    </Modal>
  );
}
