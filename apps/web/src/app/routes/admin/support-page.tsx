import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useStaff } from "../../../features/admin";
import { SupportInbox } from "../../../features/chat";

/** `/admin/support`: the customer-service inbox (support staff and admins). */
export function Component() {
  const { t } = useTranslation();
  const { data: staff } = useStaff();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("support.title")}
      </Typography.Title>
      {staff ? <SupportInbox staffId={staff.staff_id} isAdmin={staff.role === "admin"} /> : null}
    </>
  );
}
