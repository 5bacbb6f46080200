import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Main image with a row of thumbnails that choose it. */
export function GoodsGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery__main">
        {main ? <img src={main} alt={title} data-testid="gallery-main" fetchPriority="high" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === index ? "gallery__thumb gallery__thumb--active" : "gallery__thumb"}
                onClick={() => setIndex(i)}
                onMouseEnter={() => setIndex(i)}
                aria-label={t("catalogue.image_n", { n: i + 1 })}
                aria-current={i === index}
                data-testid="gallery-thumb"
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
