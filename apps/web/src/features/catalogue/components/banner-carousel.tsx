import type { Banner } from "@mp/contracts";
import { ConfigProvider } from "antd";
import useCarouselStyle from "antd/es/carousel/style";
import { useLocale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import { type KeyboardEvent, type PointerEvent, useContext, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function BannerSlide({ banner, hidden, first }: { banner: Banner; hidden: boolean; first: boolean }) {
  // the first slide is the page's largest picture: fetched first; the others after the page's own files
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      className="banner__image"
      draggable={false}
      fetchPriority={first ? "high" : "low"}
    />
  );
  // the links of the slides not shown stay out of the tab order
  const tabIndex = hidden ? -1 : undefined;
  if (!banner.url) return <div className="banner__slide">{image}</div>;
  if (banner.url.startsWith("/")) {
    return (
      <Link to={banner.url} className="banner__slide" data-testid="banner-link" tabIndex={tabIndex}>
        {image}
      </Link>
    );
  }
  return (
    <a
      href={banner.url}
      className="banner__slide"
      target="_blank"
      rel="noopener noreferrer"
      data-testid="banner-link"
      tabIndex={tabIndex}
    >
      {image}
    </a>
  );
}

/** how far a finger or the mouse moves the slides before it counts as a swipe, in pixels */
const SWIPE = 50;

/**
 * The slides, arrows and dots of antd's Carousel (its markup, class names and styles) without
 * react-slick: one slide shown, looping at both ends, swiped with a finger or the mouse, moved
 * with the arrow keys. As with react-slick, the slider itself is laid out left to right; right
 * to left, the slides and the dots run from the right and the left arrow goes to the next slide.
 */
function Slides({ banners }: { banners: Banner[] }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("carousel");
  const [hashId, cssVarCls] = useCarouselStyle(prefixCls);
  const [words] = useLocale("Carousel", enUS.Carousel);
  const rtl = direction === "rtl";
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const go = (to: number) => setCurrent(((to % count) + count) % count);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, moved: false };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE) {
      start.moved = true;
      go(current + (dx < 0 !== rtl ? 1 : -1));
    } else drag.current = null;
  };
  // a swipe that ends on a slide's link does not follow it
  const onClickCapture = (e: React.MouseEvent) => {
    if (drag.current?.moved) e.preventDefault();
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") go(current + (rtl ? 1 : -1));
    else if (e.key === "ArrowRight") go(current + (rtl ? -1 : 1));
  };

  const className = [prefixCls, rtl ? `${prefixCls}-rtl` : "", hashId, cssVarCls].filter(Boolean).join(" ");
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys, as react-slick's slider took them */}
      <div className="slick-slider slick-initialized" dir="ltr" onKeyDown={onKeyDown}>
        <button
          type="button"
          aria-label={rtl ? words.nextSlide : words.prevSlide}
          className="slick-arrow slick-prev"
          style={{ display: "block" }}
          onClick={() => go(current + (rtl ? 1 : -1))}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a swipe; the arrows, the dots and the arrow keys do the same */}
        <div
          className="slick-list"
          style={{ touchAction: "pan-y" }}
          onDragStart={(e) => e.preventDefault()}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onClickCapture={onClickCapture}
        >
          <div
            className="slick-track"
            style={{
              width: `${count * 100}%`,
              opacity: 1,
              transform: `translate3d(${(-(rtl ? count - 1 - current : current) * 100) / count}%, 0, 0)`,
              transition: "transform 500ms ease",
            }}
          >
            {banners.map((b, i) => (
              <div
                key={b.id}
                data-index={i}
                className={i === current ? "slick-slide slick-active slick-current" : "slick-slide"}
                aria-hidden={i !== current}
                style={{ width: `${100 / count}%`, float: rtl ? "right" : "left" }}
              >
                <div>
                  <div style={{ width: "100%", display: "inline-block" }}>
                    <BannerSlide banner={b} hidden={i !== current} first={i === 0} />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          aria-label={rtl ? words.prevSlide : words.nextSlide}
          className="slick-arrow slick-next"
          style={{ display: "block" }}
          onClick={() => go(current + (rtl ? -1 : 1))}
        />
        <ul className="slick-dots slick-dots-bottom" style={{ display: "block" }}>
          {(rtl ? [...banners].reverse() : banners).map((b) => {
            const i = banners.indexOf(b);
            return (
              <li key={b.id} className={i === current ? "slick-active" : ""}>
                <button type="button" onClick={() => go(i)}>
                  {i + 1}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** Home banner carousel (docs/product.md#screens): no autoplay, loops, 420px high, one image per banner. */
export function BannerCarousel({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading && !banners) {
    return <div className="banner banner--skeleton skeleton-block" aria-hidden data-testid="banner-loading" />;
  }
  if (!banners?.length) return null;
  return (
    <section
      className="banner"
      aria-label={t("catalogue.banners")}
      aria-roledescription="carousel"
      data-testid="banner"
    >
      <Slides banners={banners} />
    </section>
  );
}
