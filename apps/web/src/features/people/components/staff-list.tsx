import { PlusOutlined } from "@ant-design/icons";
import { Button, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, useApiMutation, usePagedQuery, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { useStaff } from "../../admin";
import { peopleApi, type StaffMember } from "../api/people-api";
import { AddStaffDialog, EditStaffDialog, ResetPasswordDialog } from "./staff-dialogs";
import { LastLogin, when } from "./users-list";

type Open = { kind: "add" } | { kind: "edit" | "reset"; member: StaffMember } | null;

/** `/admin/staff` (admin only): staff accounts; add, edit name and role, disable or enable, reset a password. */
export function StaffList() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { data: me } = useStaff();
  const [open, setOpen] = useState<Open>(null);
  const list = usePagedQuery(["people-staff"], (page) => peopleApi.staff(page));
  const done = () => {
    message.success(t("admin.done"));
    setOpen(null);
  };
  const disable = useApiMutation((m: StaffMember) => peopleApi.disableStaff(m.id, m.status === "normal"), {
    invalidate: [["people-staff"]],
    onSuccess: () => message.success(t("admin.done")),
  });
  const confirmDisable = (m: StaffMember) => {
    const disabling = m.status === "normal";
    modal.confirm({
      type: disabling ? "warning" : "confirm",
      title: t(disabling ? "people.staff_disable_confirm" : "people.staff_enable_confirm", { email: m.email }),
      okText: t(disabling ? "people.staff_disable" : "people.staff_enable"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: disabling },
      onOk: () => whenSettled(disable, m),
    });
  };
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="people-staff">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: "add" })} data-testid="staff-add">
        {t("people.staff_add")}
      </Button>
      <PagedTable<StaffMember>
        {...pagedTableProps(list)}
        rowKey="id"
        scrollX={980}
        label={t("people.staff_menu")}
        csv={{
          filename: "staff",
          load: (page) => peopleApi.staff(page, 100),
          columns: [
            { title: t("admin.col_id"), value: (s) => s.id },
            { title: t("admin.col_email"), value: (s) => s.email },
            { title: t("people.name"), value: (s) => s.name },
            { title: t("people.role"), value: (s) => t(`admin.role_${s.role}`) },
            {
              title: t("admin.col_status"),
              value: (s) => (s.status === "normal" ? t("admin.status_normal") : t("people.disabled")),
            },
            { title: t("people.last_login"), value: (s) => (s.last_login ? when(s.last_login) : "") },
          ],
        }}
        columns={[
          { title: t("admin.col_id"), dataIndex: "id", width: 70 },
          { title: t("admin.col_email"), dataIndex: "email", render: (v: string) => <bdi>{v}</bdi> },
          { title: t("people.name"), dataIndex: "name", render: (v: string) => <bdi>{v}</bdi> },
          {
            title: t("people.role"),
            dataIndex: "role",
            render: (r: string) => <Tag color="blue">{t(`admin.role_${r}`)}</Tag>,
          },
          {
            title: t("admin.col_status"),
            dataIndex: "status",
            render: (s: string) =>
              s === "normal" ? (
                <Tag color="green">{t("admin.status_normal")}</Tag>
              ) : (
                <Tag color="red">{t("people.disabled")}</Tag>
              ),
          },
          {
            title: t("people.last_login"),
            dataIndex: "last_login",
            render: (v: number | null) => <LastLogin at={v} />,
          },
          {
            title: t("admin.col_actions"),
            key: "actions",
            render: (_: unknown, m) => (
              <Space wrap size="small">
                <Button
                  size="small"
                  onClick={() => setOpen({ kind: "edit", member: m })}
                  data-testid={`staff-edit-${m.id}`}
                >
                  {t("people.edit")}
                </Button>
                <Button
                  size="small"
                  onClick={() => setOpen({ kind: "reset", member: m })}
                  data-testid={`staff-reset-${m.id}`}
                >
                  {t("people.staff_reset_short")}
                </Button>
                {m.id !== me?.staff_id && (
                  <Button
                    size="small"
                    danger={m.status === "normal"}
                    onClick={() => confirmDisable(m)}
                    data-testid={`staff-disable-${m.id}`}
                  >
                    {t(m.status === "normal" ? "people.staff_disable" : "people.staff_enable")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {open?.kind === "add" && <AddStaffDialog onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === "edit" && <EditStaffDialog member={open.member} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === "reset" && (
        <ResetPasswordDialog member={open.member} onClose={() => setOpen(null)} onDone={done} />
      )}
    </Space>
  );
}
