import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { StaffList } from "../../../features/people";

/** `/admin/staff`: staff accounts (admin only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("people.staff_menu")}
      </Typography.Title>
      <StaffList />
    </>
  );
}
