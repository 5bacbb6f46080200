import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Form, Image, Input, Space, Spin, Table, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Amount, DialogShell, ErrorState, UserCell, useApiMutation } from "../../../ui";
import { oversightApi } from "../api/oversight-api";
import { usd, when } from "../format";

/**
 * One refund opened from the queue: the order (lines, amounts, buyer, shop), the buyer's
 * statement and pictures, the merchant's answer, the order's history and, while it is in
 * arbitration, the decision with a written note.
 */
export function RefundDecision({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const q = useQuery({ queryKey: ["admin-refund", id], queryFn: () => oversightApi.refundDetail(id) });
  const decide = useApiMutation(
    (approve: boolean) => oversightApi.arbitrate(id, approve, form.getFieldValue("note") ?? ""),
    {
      invalidate: [["admin-refunds"], ["admin-refund", id], ["oversight-dashboard"]],
      form,
      onSuccess: onClose,
    },
  );
  const d = q.data;
  return (
    <DialogShell
      open
      title={t("oversight.refund_title", { no: d?.refund.refund_no ?? "" })}
      onClose={onClose}
      width={860}
      testId="refund-detail"
    >
      {q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ inlineSize: "100%" }}>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t("oversight.order_no")}>{d.order.order_no}</Descriptions.Item>
            <Descriptions.Item label={t("oversight.refund_state")}>
              {t(`oversight.refund_state_${d.refund.state}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t("oversight.buyer")}>
              <UserCell
                id={d.order.user_id}
                nickname={d.order.user_nickname}
                email={d.order.user_email}
                testId="refund-buyer"
              />
              <bdi>{d.order.consignee}</bdi>
            </Descriptions.Item>
            <Descriptions.Item
              label={t("oversight.shop")}
            >{`${d.order.shop.name} (shop:${d.order.shop.id})`}</Descriptions.Item>
            <Descriptions.Item label={t("oversight.paid")}>
              <Amount>{usd(d.order.pay)}</Amount>
            </Descriptions.Item>
            <Descriptions.Item label={t("oversight.refund_money")}>
              <Amount>{usd(d.refund.money)}</Amount>
            </Descriptions.Item>
            <Descriptions.Item label={t("oversight.paid_at")}>{when(d.order.paymenttime)}</Descriptions.Item>
            <Descriptions.Item label={t("oversight.shipped_at")}>{when(d.order.delivertime)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={d.order.goods}
            columns={[
              { title: t("oversight.goods"), dataIndex: "title" },
              { title: t("oversight.quantity"), dataIndex: "number", width: 90 },
              {
                title: t("oversight.price"),
                dataIndex: "price",
                width: 110,
                render: (v: string) => <Amount>{usd(v)}</Amount>,
              },
            ]}
          />
          <div className="oversight-diff">
            <div data-testid="refund-buyer-statement">
              <Typography.Title level={5}>{t("oversight.buyer_statement")}</Typography.Title>
              <Typography.Paragraph>{d.refund.reason}</Typography.Paragraph>
              <Image.PreviewGroup>
                <Space wrap className="oversight-evidence">
                  {d.refund.images.map((src) => (
                    <Image key={src} src={src} width={96} height={96} alt={t("oversight.evidence")} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </div>
            <div data-testid="refund-merchant-statement">
              <Typography.Title level={5}>{t("oversight.merchant_statement")}</Typography.Title>
              <Typography.Paragraph>{d.refund.refuse_reason || "—"}</Typography.Paragraph>
            </div>
          </div>
          <div>
            <Typography.Title level={5}>{t("oversight.history")}</Typography.Title>
            <Timeline items={d.events.map((e) => ({ children: `${when(e.createtime)} · ${e.content}` }))} />
          </div>
          {d.refund.state === 3 ? (
            <Form form={form} layout="vertical">
              <Form.Item
                name="note"
                label={t("oversight.decision_note")}
                rules={[{ required: true, whitespace: true, message: t("oversight.note_required") }]}
              >
                <Input.TextArea rows={2} maxLength={500} data-testid="refund-note" />
              </Form.Item>
              <Space>
                <Button
                  type="primary"
                  loading={decide.isPending && decide.variables === true}
                  onClick={() => form.validateFields().then(() => decide.mutate(true))}
                  data-testid="refund-approve"
                >
                  {t("oversight.approve")}
                </Button>
                <Button
                  danger
                  loading={decide.isPending && decide.variables === false}
                  onClick={() => form.validateFields().then(() => decide.mutate(false))}
                  data-testid="refund-reject"
                >
                  {t("oversight.reject")}
                </Button>
              </Space>
            </Form>
          ) : (
            d.refund.arbitration_note && (
              <Typography.Paragraph>
                {t("oversight.decision_note")}: {d.refund.arbitration_note}
              </Typography.Paragraph>
            )
          )}
        </Space>
      )}
    </DialogShell>
  );
}
