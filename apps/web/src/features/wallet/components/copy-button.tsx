import { CopyOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../../ui/app-feedback";

/** Copies a payee address; where the clipboard is refused the text is shown instead. */
export function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t("wallet.copied"));
    } catch {
      message.info(text);
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={testId} aria-label={t("wallet.copy")}>
      {t("wallet.copy")}
    </Button>
  );
}
