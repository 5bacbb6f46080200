import { DownOutlined } from "@ant-design/icons";
import { LANGUAGES, language } from "@mp/contracts/constants";
import { Button, ConfigProvider, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { flagSrc } from "../../../lib/flags";

/**
 * Language dropdown with flags. Choosing one stores countryIndex and the code; the providers
 * switch i18n, antd and `<html lang dir>`, and init reloads under its new query key.
 */
export function LanguageDropdown() {
  const { t } = useTranslation();
  const current = language(useAppStore((s) => s.country));
  const items = LANGUAGES.map((l) => ({
    key: l.code,
    label: (
      <span className="lang-option" data-testid={`lang-option-${l.code}`} lang={l.bcp47}>
        <img src={flagSrc(l.flag)} alt="" width={20} height={15} className="flag" />
        {l.name}
      </span>
    ),
  }));
  // No open animation: a choice clicked while the menu still slides in would land on another row.
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Dropdown
        trigger={["click"]}
        menu={{
          items,
          selectable: true,
          selectedKeys: [current.code],
          onClick: ({ key }) =>
            useAppStore.getState().setLanguage(
              key,
              LANGUAGES.findIndex((l) => l.code === key),
            ),
          className: "lang-menu",
        }}
      >
        <Button
          type="text"
          className="hdr-btn"
          data-testid="lang-dropdown"
          aria-label={`${t("header.language")}: ${current.name}`}
        >
          <img src={flagSrc(current.flag)} alt="" width={20} height={15} className="flag" />
          <span>{current.name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </ConfigProvider>
  );
}
