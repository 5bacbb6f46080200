import { Button, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A footer of Cancel and a submit button; without it the dialog's form carries its own submit. */
export interface DialogSubmit {
  text: string;
  onSubmit: () => void;
  busy?: boolean;
  danger?: boolean;
  testId?: string;
}

export interface DialogShellProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** a width that fits a phone too: antd caps a dialog at the viewport less its margins */
  width?: number;
  /** the test id of the dialog's body (the journeys find the dialog by it) */
  testId?: string;
  submit?: DialogSubmit;
  children: ReactNode;
}

/**
 * The one dialog shell: title, width, Cancel and submit with its busy state, and the contents
 * destroyed on close so that a dialog opened again starts empty. Direction comes from the app's
 * ConfigProvider, and nothing here sets a left or right, so it reads right to left unchanged.
 */
export function DialogShell({ open, title, onClose, width = 440, testId, submit, children }: DialogShellProps) {
  const { t } = useTranslation();
  const footer = submit
    ? [
        <Button key="cancel" onClick={onClose}>
          {t("common.cancel")}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={submit.danger}
          loading={submit.busy}
          onClick={submit.onSubmit}
          data-testid={submit.testId}
        >
          {submit.text}
        </Button>,
      ]
    : null;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} destroyOnHidden width={width}>
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
