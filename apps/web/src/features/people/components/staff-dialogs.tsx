import { STAFF_ROLES, type StaffRole } from "@mp/contracts";
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell, useApiMutation } from "../../../ui";
import { peopleApi, type StaffMember } from "../api/people-api";

const INVALIDATE = [["people-staff"]];

/** The role picker; Form.Item hands it `value` and `onChange`. */
function RoleSelect(props: { value?: StaffRole; onChange?: (v: StaffRole) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      options={STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role_${r}`) }))}
      data-testid="staff-role"
    />
  );
}

/** Add a staff member: e-mail, name, role and a first password (8 characters or more). */
export function AddStaffDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string; name: string; role: StaffRole; password: string }>();
  const add = useApiMutation(peopleApi.addStaff, { form, invalidate: INVALIDATE, onSuccess: onDone });
  return (
    <DialogShell
      open
      title={t("people.staff_add")}
      onClose={onClose}
      width={480}
      testId="staff-add-dialog"
      submit={{ text: t("people.staff_add"), onSubmit: form.submit, busy: add.isPending, testId: "staff-add-submit" }}
    >
      <Form form={form} layout="vertical" initialValues={{ role: "support" }} onFinish={(v) => add.mutate(v)}>
        <Form.Item
          name="email"
          label={t("admin.col_email")}
          rules={[{ required: true, type: "email", message: t("errors.email_incorrect") }]}
        >
          <Input autoComplete="off" data-testid="staff-email" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("people.name")}
          rules={[{ required: true, whitespace: true, max: 50, message: t("errors.staff_name_invalid") }]}
        >
          <Input maxLength={50} data-testid="staff-name" />
        </Form.Item>
        <Form.Item name="role" label={t("people.role")} rules={[{ required: true }]}>
          <RoleSelect />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("people.first_password")}
          extra={t("people.password_hint")}
          rules={[{ required: true, min: 8, max: 100, message: t("errors.staff_password_length") }]}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}

/** Edit a member's name and role (the last active admin keeps the admin role: "last_admin"). */
export function EditStaffDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; role: StaffRole }>();
  const save = useApiMutation(
    (v: { name: string; role: StaffRole }) => peopleApi.saveStaff({ staff_id: member.id, ...v }),
    {
      form,
      invalidate: INVALIDATE,
      onSuccess: onDone,
    },
  );
  return (
    <DialogShell
      open
      title={t("people.staff_edit", { email: member.email })}
      onClose={onClose}
      width={480}
      testId="staff-edit-dialog"
      submit={{ text: t("people.save"), onSubmit: form.submit, busy: save.isPending, testId: "staff-edit-submit" }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: member.name, role: member.role }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="name"
          label={t("people.name")}
          rules={[{ required: true, whitespace: true, max: 50, message: t("errors.staff_name_invalid") }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="role" label={t("people.role")} rules={[{ required: true }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}

/** Set a new password for a member; their sessions end at once. */
export function ResetPasswordDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useApiMutation((v: { password: string }) => peopleApi.resetPassword(member.id, v.password), {
    form,
    invalidate: INVALIDATE,
    onSuccess: onDone,
  });
  return (
    <DialogShell
      open
      title={t("people.staff_reset", { email: member.email })}
      onClose={onClose}
      width={480}
      testId="staff-reset-dialog"
      submit={{ text: t("people.staff_reset_submit"), onSubmit: form.submit, busy: reset.isPending, danger: true }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => reset.mutate(v)}>
        <Form.Item
          name="password"
          label={t("people.new_password")}
          extra={t("people.reset_hint")}
          rules={[{ required: true, min: 8, max: 100, message: t("errors.staff_password_length") }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
