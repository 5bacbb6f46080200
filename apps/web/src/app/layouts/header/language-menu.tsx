import { LANGUAGES, language } from "@mp/contracts/constants";
import { ConfigProvider, Dropdown } from "antd";
import { type ReactElement, useState } from "react";
import { useAppStore } from "../../../lib/app-store";
import { flagSrc } from "../../../lib/flags";

/** The languages menu around the header's language button; it mounts open (the click that loaded it). */
export function LanguageMenu({ children }: { children: ReactElement }) {
  const current = language(useAppStore((s) => s.country));
  const [open, setOpen] = useState(true);
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
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          selectable: true,
          selectedKeys: [current.code],
          onClick: ({ key }) => {
            setOpen(false);
            useAppStore.getState().setLanguage(
              key,
              LANGUAGES.findIndex((l) => l.code === key),
            );
          },
          className: "lang-menu",
        }}
      >
        {children}
      </Dropdown>
    </ConfigProvider>
  );
}
