import { DownOutlined } from "@ant-design/icons";
import { language } from "@mp/contracts/constants";
import { Button, type ButtonProps } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { flagSrc } from "../../../lib/flags";

const LanguageMenu = lazy(() => import("./language-menu").then((m) => ({ default: m.LanguageMenu })));

/** The current language's flag and name; the menu's props (click, ref) pass through. */
function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  const current = language(useAppStore((s) => s.country));
  return (
    <Button
      {...props}
      type="text"
      className="hdr-btn"
      data-testid="lang-dropdown"
      aria-label={`${t("header.language")}: ${current.name}`}
      aria-haspopup="menu"
    >
      <img src={flagSrc(current.flag)} alt="" width={20} height={15} className="flag" />
      <span>{current.name}</span>
      <DownOutlined />
    </Button>
  );
}

/**
 * Language dropdown with flags. The menu's code loads on the first click, which opens it.
 * Choosing one stores countryIndex and the code; the providers switch i18n, antd and
 * `<html lang dir>`, and init reloads under its new query key.
 */
export function LanguageDropdown() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LanguageButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguageMenu>
        <LanguageButton />
      </LanguageMenu>
    </Suspense>
  );
}
