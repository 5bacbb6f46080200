import "./ui.css";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../lib/app-store";
import { languageFallback } from "../lib/language-fallback";

/**
 * The line above a text served in another language than the reader's ("This text is not yet
 * available in العربية; it is shown in English."); nothing when it is in the reader's language.
 * `lang` is the language the server says it served (the agreement's and the bond contract's `lang`).
 */
export function LanguageFallbackNote({ lang }: { lang: string | undefined }) {
  const { t } = useTranslation();
  const reader = useAppStore((s) => s.country);
  const note = languageFallback(reader, lang);
  if (!note) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      className="language-fallback"
      data-testid="language-fallback"
      title={t("agreement.not_in_language", note)}
    />
  );
}
