import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { AuthLinks } from "./auth-links";
import { ServiceLinks } from "./header-links";
import { LanguageDropdown } from "./language-dropdown";
import { MoneyTypeSelect } from "./money-type-select";

/** On narrow screens: the header's links and preferences in a side drawer. */
export function MenuDrawer({ open, onClose, rtl }: { open: boolean; onClose: () => void; rtl: boolean }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={rtl ? "right" : "left"}
      title={t("header.menu")}
      size={300}
      destroyOnHidden
    >
      <nav className="drawer-links" aria-label={t("header.menu")}>
        <AuthLinks onNavigate={onClose} />
        <ServiceLinks onNavigate={onClose} />
        <div className="drawer-prefs">
          <LanguageDropdown />
          <MoneyTypeSelect />
        </div>
      </nav>
    </Drawer>
  );
}
