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
    // the first look at the next frame, when the browser works out the page's layout anyway:
    // reading the scroll position here would make it do so at once, in this task
    const first = window.requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
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
