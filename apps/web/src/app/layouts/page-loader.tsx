import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Full-page loading animation (docs/product.md#screens: shown while home data loads, at most 2 s). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div
      className="page-loader"
      role="status"
      aria-live="polite"
      aria-label={t("common.loading")}
      data-testid="page-loader"
    >
      <Spin size="large" />
    </div>
  );
}
