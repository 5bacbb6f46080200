import { APPLY_STATE } from "@mp/contracts/constants";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { dateTime } from "../../../lib/dates";
import { UserCell } from "../../../ui";
import type { ShopApplication } from "../api/merchants-api";

const COLOURS: Record<number, string> = { 2: "gold", 3: "green", 4: "red" };
export const stateTag = (t: TFunction, state: number) => (
  <Tag color={COLOURS[state]} data-testid={`apply-state-${state}`}>
    {t(`merchants.state_${state}`)}
  </Tag>
);

/** The review queue's columns; a row opens the application with its ID photos. */
export function applicationColumns(t: TFunction, open: (a: ShopApplication) => void): ColumnsType<ShopApplication> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    { title: t("merchants.shopname"), dataIndex: "shopname", width: 160, ellipsis: true },
    {
      title: t("admin.col_user"),
      key: "user",
      width: 200,
      render: (_: unknown, a) => (
        <UserCell id={a.user_id} nickname={a.user_nickname} email={a.user_email} testId={`shop-apply-user-${a.id}`} />
      ),
    },
    { title: t("merchants.name"), dataIndex: "name", width: 150, ellipsis: true },
    {
      title: t("merchants.store_type"),
      dataIndex: "store_type",
      width: 130,
      render: (v: number) => t(`merchants.type_${v}`),
    },
    { title: t("admin.col_status"), dataIndex: "state", width: 120, render: (v: number) => stateTag(t, v) },
    {
      title: t("admin.col_created"),
      dataIndex: "createtime",
      width: 150,
      render: (s: number) => dateTime(s),
    },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 120,
      render: (_: unknown, a) => (
        <Button size="small" onClick={() => open(a)} data-testid={`shop-apply-open-${a.id}`}>
          {t(a.state === APPLY_STATE.review ? "merchants.review" : "merchants.view")}
        </Button>
      ),
    },
  ];
}
