import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../ui";

export interface ShipValues {
  name: string;
  no: string;
}

/**
 * Carrier and tracking number, both required (the merchant's own goods, and the supplier desk).
 * `prefix` names the test ids: `order` (order-ship-form, order-express-name, ...) or `supplier`.
 */
export function ShipDialog({
  open,
  prefix,
  summary,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  prefix: "order" | "supplier";
  summary?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: ShipValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipValues>();
  const required = (msg: string) => [{ required: true, whitespace: true, message: msg }];
  return (
    <DialogShell
      open={open}
      title={t("shop_orders.ship_title")}
      onClose={onClose}
      testId={`${prefix}-ship-dialog`}
      submit={{
        text: t("shop_orders.ship_submit"),
        busy,
        onSubmit: () => form.submit(),
        testId: prefix === "order" ? "order-ship-submit" : "supplier-ship-submit",
      }}
    >
      {summary && <p className="shop-orders__summary">{summary}</p>}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit({ name: v.name.trim(), no: v.no.trim() })}
        data-testid={prefix === "order" ? "order-ship-form" : "supplier-ship-form"}
      >
        <Form.Item
          name="name"
          label={t("shop_orders.express_name")}
          rules={required(t("shop_orders.express_name_required"))}
        >
          <Input maxLength={60} data-testid={`${prefix}-express-name`} autoComplete="off" />
        </Form.Item>
        <Form.Item name="no" label={t("shop_orders.express_no")} rules={required(t("shop_orders.express_no_required"))}>
          <Input maxLength={60} data-testid={`${prefix}-express-no`} autoComplete="off" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
