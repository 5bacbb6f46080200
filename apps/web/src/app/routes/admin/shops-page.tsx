import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApplicationQueue } from "../../../features/merchants";
import { NameChangeQueue } from "../../../features/shop-settings";

const TABS = ["applications", "names"] as const;
type Tab = (typeof TABS)[number];

/**
 * The console's shop review (operators): applications by state, and shop name changes; approve
 * or reject with a reason. The tab is in the address (`?tab=names`), where the dashboard links.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : "applications";
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("merchants.console_title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        items={[
          {
            key: "applications",
            label: <span data-testid="shop-review-applications">{t("shop_settings.console_applications")}</span>,
            children: <ApplicationQueue />,
          },
          {
            key: "names",
            label: <span data-testid="shop-review-names">{t("shop_settings.console_names")}</span>,
            children: <NameChangeQueue />,
          },
        ]}
      />
    </>
  );
}
