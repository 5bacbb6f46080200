import { APPLY_STATE } from "@mp/contracts/constants";
import { Button, Descriptions, Form, Image, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogShell, textWithNames, useApiMutation, useFieldRules, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type ShopApplication, shopReviewApi } from "../api/merchants-api";
import { stateTag } from "./application-columns";
import { EarlierRejection, ShopPictures } from "./application-pictures";

const FIELDS = [
  "name",
  "birthday",
  "birthplace",
  "residence",
  "nationality",
  "issuing_country",
  "id_number",
  "id_validity",
  "street",
  "city",
  "postal_code",
  "email",
  "bio",
] as const;

/** One application: what was sent, the ID photos, and approve / reject with a written reason. */
export function ApplicationDialog({ app, onClose }: { app: ShopApplication; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { message, modal } = useFeedback();
  const review = useApiMutation(
    (v: { approve: boolean; reason: string }) => shopReviewApi.review(app.id, v.approve, v.reason),
    {
      invalidate: [["shop-applications"]],
      onSuccess: (_, v) => {
        message.success(
          textWithNames(t, v.approve ? "merchants.approved_done" : "merchants.rejected_done", { shop: app.shopname }),
        );
        onClose();
      },
    },
  );
  // approving opens a shop at once: say so and ask first
  const confirmApprove = () =>
    modal.confirm({
      title: textWithNames(t, "merchants.approve_confirm", { shop: app.shopname }),
      content: textWithNames(t, "merchants.approve_confirm_body", { name: app.name || app.email }),
      okText: t("finance.approve"),
      okButtonProps: { "data-testid": "shop-apply-approve-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(review, { approve: true, reason: "" }),
    });
  const pending = app.state === APPLY_STATE.review;
  return (
    <DialogShell
      open
      title={t("merchants.application_title", { id: app.id })}
      onClose={onClose}
      width={760}
      testId="shop-apply-dialog"
    >
      <Typography.Title level={3}>
        {app.shopname} {stateTag(t, app.state)}
      </Typography.Title>
      {app.state === APPLY_STATE.failed && (
        <Typography.Paragraph type="danger">
          {t("merchants.failed_reason", { reason: app.reason })}
        </Typography.Paragraph>
      )}
      <EarlierRejection app={app} />
      <ShopPictures app={app} />
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t("merchants.store_type")}>{t(`merchants.type_${app.store_type}`)}</Descriptions.Item>
        {FIELDS.map((f) => (
          <Descriptions.Item key={f} label={t(`merchants.${f}`)}>
            {app[f] || "—"}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Space wrap className="apply-photos">
        {(["id_front", "id_back"] as const).map((side) => (
          <figure key={side}>
            <Image
              src={app[`${side}_url`]}
              width={220}
              alt={t(`merchants.${side}`)}
              data-testid={`shop-apply-${side}`}
            />
            <figcaption>{t(`merchants.${side}`)}</figcaption>
          </figure>
        ))}
      </Space>
      {pending && !rejecting && (
        <Space className="review-actions">
          <Button type="primary" loading={review.isPending} onClick={confirmApprove} data-testid="shop-apply-approve">
            {t("finance.approve")}
          </Button>
          <Button danger onClick={() => setRejecting(true)} data-testid="shop-apply-reject">
            {t("finance.reject")}
          </Button>
        </Space>
      )}
      {pending && rejecting && (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => review.mutate({ approve: false, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t("finance.reason_label")}
            rules={[rules.required(t("errors.reason_required"))]}
          >
            <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="shop-apply-reason" />
          </Form.Item>
          <Space>
            <Button onClick={() => setRejecting(false)}>{t("common.cancel")}</Button>
            <Button danger htmlType="submit" loading={review.isPending} data-testid="shop-apply-reject-confirm">
              {t("finance.reject")}
            </Button>
          </Space>
        </Form>
      )}
    </DialogShell>
  );
}
