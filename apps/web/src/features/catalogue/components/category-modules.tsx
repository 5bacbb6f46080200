import { AppstoreOutlined, RightOutlined } from "@ant-design/icons";
import { Spin } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryListHref } from "../hooks/use-category-tree";
import { useCategoryModule } from "../hooks/use-home";
import { GoodsGrid } from "./goods-grid";
import { HomeSection } from "./home-sections";

/** docs/product.md#screens: the scroll listener is attached 2 s after the home page opens... */
const LISTEN_AFTER_MS = 2000;
/** ...and a module loads when the load-more marker comes within 100px of the viewport. */
const NEAR_PX = 100;

interface Category {
  id: number;
  name: string;
}

function CategoryModule({ category, onSettled }: { category: Category; onSettled: () => void }) {
  const { t } = useTranslation();
  const q = useCategoryModule(category.id);
  const settled = !q.isPending;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <HomeSection
      id={`category-module-${category.id}`}
      title={category.name}
      icon={<AppstoreOutlined />}
      action={
        <Link
          to={categoryListHref(category)}
          className="home-section__action home-section__more"
          data-testid={`category-module-more-${category.id}`}
        >
          {t("catalogue.more")} <RightOutlined className="flip-rtl" />
        </Link>
      }
    >
      <GoodsGrid items={q.data?.data} loading={q.isPending} />
    </HomeSection>
  );
}

/**
 * Home category modules, revealed one at a time: when the marker below them comes within
 * 100px of the viewport (listening from 2 s after opening), the next module loads; the one
 * after waits until it has finished.
 */
export function CategoryModules({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const marker = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const state = useRef({ shown, total: categories.length });
  state.current = { shown, total: categories.length };

  const check = useCallback(() => {
    const el = marker.current;
    const { shown: n, total } = state.current;
    if (!el || busy.current || n >= total) return;
    if (el.getBoundingClientRect().top - window.innerHeight <= NEAR_PX) {
      busy.current = true;
      setShown(n + 1);
    }
  }, []);

  const [listening, setListening] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setListening(true), LISTEN_AFTER_MS);
    return () => window.clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!listening) return;
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    check();
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [listening, check]);

  // a module finished: if the shopper is still at the marker, the next one follows
  const onSettled = useCallback(() => {
    busy.current = false;
    if (listening) window.requestAnimationFrame(check);
  }, [listening, check]);

  const done = shown >= categories.length;
  const loadingMore = !done && shown > 0 && busy.current;
  return (
    <div className="category-modules" data-testid="category-modules">
      {categories.slice(0, shown).map((c) => (
        <CategoryModule key={c.id} category={c} onSettled={onSettled} />
      ))}
      <div ref={marker} className="load-more" data-testid="load-more" role="status" aria-hidden={done}>
        {done ? null : <Spin size="small" spinning={loadingMore} />}
        {loadingMore ? <span className="visually-hidden">{t("common.loading")}</span> : null}
      </div>
    </div>
  );
}
