import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BannerCarousel,
  CategoryModules,
  HomeBlocks,
  RecommendedSection,
  useHomeBanners,
} from "../../features/catalogue";
import { useInit, useVisibleCategories } from "../../features/content";
import { PageLoader } from "../layouts/page-loader";

/** At most this long the full-page loader covers the home page (docs/product.md#screens). */
const LOADER_MAX_MS = 2000;

function useLoaderVisible(loading: boolean): boolean {
  const [expired, setExpired] = useState(false);
  // timed only while loading: a page that opens loaded (the server's drawing) is not drawn again
  // when the time is up
  const started = useRef(performance.now());
  useEffect(() => {
    if (!loading) return;
    const left = LOADER_MAX_MS - (performance.now() - started.current);
    const id = window.setTimeout(() => setExpired(true), Math.max(0, left));
    return () => window.clearTimeout(id);
  }, [loading]);
  return loading && !expired;
}

/** Home (docs/product.md#screens): banners, new and hot blocks, recommended, category modules on scroll. */
export function Component() {
  const { t } = useTranslation();
  const init = useInit();
  const banners = useHomeBanners();
  const showLoader = useLoaderVisible(init.isPending || banners.isPending);
  const categories = useVisibleCategories();
  return (
    <div className="container page home" data-testid="home">
      {showLoader ? <PageLoader /> : null}
      {/* the page's heading for screen readers and search engines: the design shows the banners instead */}
      <h1 className="visually-hidden">{init.data?.appConfig.site_name || t("common.brand")}</h1>
      <BannerCarousel banners={banners.data?.banner} loading={banners.isPending} />
      <HomeBlocks />
      <RecommendedSection />
      <CategoryModules categories={categories} />
    </div>
  );
}
