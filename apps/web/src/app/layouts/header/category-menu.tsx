import { AppstoreOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryHref, useVisibleCategories } from "../../../features/content";

/**
 * Which ends of a horizontally scrolling list hide more of it, in logical terms (start and end
 * follow the reading direction: in Arabic the list scrolls to the left, scrollLeft going negative).
 */
function useOverflowEnds(ref: React.RefObject<HTMLElement | null>, deps: unknown) {
  const [ends, setEnds] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const done = Math.abs(el.scrollLeft);
    const next = { start: done > 1, end: max - done > 1 };
    setEnds((e) => (e.start === next.start && e.end === next.end ? e : next));
  }, [ref]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the list changes
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // measured first when the observer reports the list's first size, after the browser's own
    // layout: measuring here would make the browser lay the whole page out inside this task
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      seen.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure, deps]);
  return ends;
}

/**
 * Top category menu from init (ids 15, 16 and 20 hidden). Names are never cut: when the list is
 * wider than the bar it scrolls, and the side that hides more fades out under an arrow button.
 */
export function CategoryMenu() {
  const { t, i18n } = useTranslation();
  // the arrows point the way the list goes on: leftwards to its end in Arabic
  const rtl = i18n.dir() === "rtl";
  const categories = useVisibleCategories();
  const list = useRef<HTMLUListElement>(null);
  const ends = useOverflowEnds(list, categories);
  const scroll = (toEnd: boolean) => {
    const el = list.current;
    if (!el) return;
    const by = Math.max(120, el.clientWidth * 0.7) * (toEnd ? 1 : -1) * (rtl ? -1 : 1);
    el.scrollBy({ left: by, behavior: "smooth" });
  };
  return (
    <nav className="cat-bar" aria-label={t("header.categories")}>
      <div className="container cat-bar__inner">
        <span className="cat-bar__title">
          <AppstoreOutlined /> {t("header.categories")}
        </span>
        <div
          className={`cat-bar__scroller${ends.start ? " cat-bar__scroller--start" : ""}${ends.end ? " cat-bar__scroller--end" : ""}`}
          data-testid="category-scroller"
        >
          {ends.start ? (
            <button
              type="button"
              className="cat-bar__more cat-bar__more--start"
              aria-label={t("header.categories_back")}
              title={t("header.categories_back")}
              onClick={() => scroll(false)}
              data-testid="category-scroll-start"
            >
              {rtl ? <RightOutlined /> : <LeftOutlined />}
            </button>
          ) : null}
          <ul className="cat-bar__list" ref={list}>
            <li>
              <Link to="/classify" className="cat-bar__link cat-bar__link--all" data-testid="category-all">
                {t("header.all_categories")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={categoryHref(c)} className="cat-bar__link" data-testid={`category-${c.id}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          {ends.end ? (
            <button
              type="button"
              className="cat-bar__more cat-bar__more--end"
              aria-label={t("header.categories_more")}
              title={t("header.categories_more")}
              onClick={() => scroll(true)}
              data-testid="category-scroll-end"
            >
              {rtl ? <LeftOutlined /> : <RightOutlined />}
            </button>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
