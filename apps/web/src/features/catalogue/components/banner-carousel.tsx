import type { Banner } from "@mp/contracts";
import { Carousel } from "antd";
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
