import { Button } from "antd";
import type { ReactNode } from "react";

/** A form's one submit button: full width, large, its busy state from the form's mutation. */
export function SubmitButton({
  busy,
  testId,
  danger,
  block = true,
  children,
}: {
  busy?: boolean;
  testId?: string;
  danger?: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      danger={danger}
      block={block}
      size={block ? "large" : "middle"}
      loading={busy}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
