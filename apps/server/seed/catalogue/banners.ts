import { PUBLIC_SEED_PATH } from "./art.js";
import type { BannerSpec } from "./images.js";

/** The home carousel: one banner per big category, each opening its listing. */
export const DEMO_BANNERS: readonly (BannerSpec & { categoryId: number; title: string })[] = [
  {
    file: "banner-fashion.webp",
    categoryId: 1,
    title: "Women's Fashion",
    colours: ["#e08aa3", "#9d8bd0"],
    items: [
      ["handbag", "brown"],
      ["dress", "red"],
      ["sneaker", "white"],
    ],
  },
  {
    file: "banner-electronics.webp",
    categoryId: 5,
    title: "Consumer Electronics",
    colours: ["#1d2b4f", "#3e7cc4"],
    items: [
      ["headphones", "coral"],
      ["phone", "rose"],
      ["camera", "sand"],
    ],
  },
  {
    file: "banner-home.webp",
    categoryId: 6,
    title: "Home & Kitchen",
    colours: ["#7fa38a", "#e4d3b0"],
    items: [
      ["mug", "coral"],
      ["lamp", "mustard"],
      ["pan", "black"],
    ],
  },
  {
    file: "banner-sports.webp",
    categoryId: 8,
    title: "Sports & Outdoors",
    colours: ["#f08060", "#f2c14e"],
    items: [
      ["ball", "coral"],
      ["tent", "olive"],
      ["dumbbell", "teal"],
    ],
  },
];

export const bannerRows = () =>
  DEMO_BANNERS.map((b, i) => ({
    image: `${PUBLIC_SEED_PATH}/${b.file}`,
    url: `/goods_cate?category_id=${b.categoryId}&name=${encodeURIComponent(b.title)}`,
    title: b.title,
    sort: i + 1,
  }));
