import type { Banner } from "@mp/contracts";
import { Carousel } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img src={banner.image} alt={banner.title} className="banner__image" />;
  if (!banner.url) return <div className="banner__slide">{image}</div>;
  if (banner.url.startsWith("/")) {
    return (
      <Link to={banner.url} className="banner__slide" data-testid="banner-link">
        {image}
      </Link>
    );
  }
  return (
    <a href={banner.url} className="banner__slide" target="_blank" rel="noopener noreferrer" data-testid="banner-link">
      {image}
    </a>
  );
}

/**
 * Keeps the links of the slides not shown (react-slick marks them, and its loop's clones,
 * aria-hidden) out of the tab order, so keyboard focus never lands on a picture off screen.
 */
function useOffscreenSlidesUnfocusable(root: React.RefObject<HTMLElement | null>, count: number) {
  useEffect(() => {
    const el = root.current;
    if (!el || count === 0) return;
    const sync = () => {
      for (const slide of el.querySelectorAll(".slick-slide")) {
        const hidden = slide.getAttribute("aria-hidden") === "true";
        for (const link of slide.querySelectorAll("a[href]")) {
          if (hidden) link.setAttribute("tabindex", "-1");
          else link.removeAttribute("tabindex");
        }
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [root, count]);
}

/** Home banner carousel (docs/product.md#screens): no autoplay, loops, 420px high, one image per banner. */
export function BannerCarousel({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  useOffscreenSlidesUnfocusable(root, banners?.length ?? 0);
  if (loading && !banners) {
    return <div className="banner banner--skeleton skeleton-block" aria-hidden data-testid="banner-loading" />;
  }
  if (!banners?.length) return null;
  return (
    <section
      ref={root}
      className="banner"
      aria-label={t("catalogue.banners")}
      aria-roledescription="carousel"
      data-testid="banner"
    >
      <Carousel autoplay={false} infinite arrows dots draggable>
        {banners.map((b) => (
          <div key={b.id}>
            <BannerSlide banner={b} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
