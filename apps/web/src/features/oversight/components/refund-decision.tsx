import { REFUND_STATE } from "@mp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Form, Image, Input, Space, Spin, Table, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { lineSpec } from "../../../lib/spec-words";
import { Amount, DialogShell, ErrorState, UserCell, useApiMutation, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
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
  const { message, modal } = useFeedback();
  const d = q.data;
  const decide = useApiMutation(
    (approve: boolean) => oversightApi.arbitrate(id, approve, form.getFieldValue("note") ?? ""),
    {
      invalidate: [["admin-refunds"], ["admin-refund", id], ["oversight-dashboard"]],
      form,
      onSuccess: (_, approve) => {
        const money = usd(d?.refund.money ?? "0");
        message.success(t(approve ? "oversight.decided_refund" : "oversight.decided_closed", { money }));
        onClose();
      },
    },
  );
  // a decision is final and moves money: the note first (its own message when missing), then what will happen
  const confirmDecision = (approve: boolean) =>
    form.validateFields().then(
      () =>
        d &&
        modal.confirm({
          type: approve ? "confirm" : "warning",
          title: approve
            ? t("oversight.confirm_refund", { money: usd(d.refund.money) })
            : t("oversight.confirm_close", { no: d.refund.refund_no }),
          content: t(approve ? "oversight.confirm_refund_body" : "oversight.confirm_close_body"),
          okText: t(approve ? "oversight.approve" : "oversight.reject"),
          okButtonProps: { danger: !approve, "data-testid": "refund-decision-confirm" },
          cancelText: t("common.cancel"),
          onOk: () => whenSettled(decide, approve),
        }),
      () => undefined,
    );
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
              {
                title: t("oversight.goods"),
                dataIndex: "title",
                // the disputed variant under the title ("Plug: EU, Colour: White")
                render: (title: string, l) => {
                  const variant = lineSpec(t, l.spec_values, undefined);
                  return (
                    <>
                      <bdi>{title}</bdi>
                      {variant ? (
                        <div className="oversight-variant" data-testid="refund-line-spec">
                          <bdi>{variant}</bdi>
                        </div>
                      ) : null}
                    </>
                  );
                },
              },
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
          {d.refund.state === REFUND_STATE.ARBITRATION ? (
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
                  onClick={() => void confirmDecision(true)}
                  data-testid="refund-approve"
                >
                  {t("oversight.approve")}
                </Button>
                <Button
                  danger
                  loading={decide.isPending && decide.variables === false}
                  onClick={() => void confirmDecision(false)}
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
