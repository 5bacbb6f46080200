import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useStaff } from "../../../features/admin";
import { RulesTabs } from "../../../features/rules";

/** Rules: store levels, money rates, withdrawal and recharge settings, order timers (operators and finance). */
export function Component() {
  const { t } = useTranslation();
  const { data: staff } = useStaff();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("console_rules.menu")}
      </Typography.Title>
      {staff ? <RulesTabs role={staff.role} /> : null}
    </>
  );
}
