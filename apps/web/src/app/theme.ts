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
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "PingFang SC", "Hiragino Sans", "Malgun Gothic", sans-serif',
  },
  components: {
    Layout: { headerBg: "#ffffff", bodyBg: "#f5f7fa" },
  },
};
