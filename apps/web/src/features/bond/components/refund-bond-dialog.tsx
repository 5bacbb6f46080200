import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../ui";
import type { BondInfo } from "../api/bond-api";
import { useBondRefund } from "../hooks/use-bond-page";
import { type AmountOrLevel, AmountOrLevelFields, amountOrLevel } from "./amount-or-level";

/** Asking for bond back: down to a lower level or an amount; finance reviews it. */
export function RefundBondDialog({ info, onClose }: { info: BondInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AmountOrLevel>();
  const refund = useBondRefund(onClose);
  const lower = info.levels.filter((l) => l.level < info.level).reverse();
  return (
    <DialogShell
      open
      title={t("bond.refund_title")}
      onClose={onClose}
      width={520}
      testId="bond-refund-dialog"
      submit={{
        text: t("bond.refund_submit"),
        onSubmit: form.submit,
        busy: refund.isPending,
        testId: "bond-refund-submit",
      }}
    >
      <Typography.Paragraph>{t("bond.refund_rules")}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => refund.mutate(amountOrLevel(v))} requiredMark={false}>
        <AmountOrLevelFields levels={lower} prefix="bond-refund" direction="down" />
      </Form>
    </DialogShell>
  );
}
