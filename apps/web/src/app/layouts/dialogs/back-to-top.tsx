import { VerticalAlignTopOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Shown once the page is scrolled this far down. */
const VISIBLE_FROM_PX = 300;

/**
 * The back-to-top button: a plain button (antd's FloatButton would bring its tooltip and popup
 * code to every page), in the end corner, shown after scrolling down.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > VISIBLE_FROM_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!shown) return null;
  const label = t("common.back_to_top");
  return (
    <button
      type="button"
      className="back-to-top"
      title={label}
      aria-label={label}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}
