import type { ThemeConfig } from "antd";

/** Brand tokens: a calm, trustworthy blue with warm accents; contrast checked for text on white. */
export const BRAND = "#0b6bcb";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorSuccess: "#1f8a4c",
    colorWarning: "#b86e00",
    colorError: "#c62f2f",
    // antd's grey text (0.45 black) gives 3.3:1 on the page background; 0.6 gives 5:1 there and
    // 5.6:1 on white (WCAG AA 4.5:1): secondary text, descriptions, empty states, breadcrumbs
    colorTextDescription: "rgba(0, 0, 0, 0.6)",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    // antd's placeholders (0.25 black) are 1.6:1; 0.55 is 4.7:1 on white, still lighter than a value
    colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "PingFang SC", "Hiragino Sans", "Malgun Gothic", sans-serif',
  },
  components: {
    Layout: { headerBg: "#ffffff", bodyBg: "#f5f7fa" },
    // arrows and dots of 24px and more, a finger's target (WCAG 2.5.8)
    Carousel: { arrowSize: 28, dotWidth: 24, dotActiveWidth: 36, dotHeight: 4, dotGap: 4 },
  },
};
