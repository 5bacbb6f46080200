import type { AdminGoods } from "@mp/contracts";
import { Button, Image, Input, Segmented, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { date } from "../../../lib/dates";
import { usdCents } from "../../../lib/money";
import { Amount, DialogShell, PagedTable, pagedTableProps, useApiMutation, usePagedQuery } from "../../../ui";
import { catalogueAdminApi } from "../api/catalogue-admin-api";

const STATES = ["all", "on", "off", "taken_down"] as const;
/** Cents as US dollars ("US$12.50") on one line: the catalogue's prices are USD. */
const dollars = usdCents;

/** Operators: every shop's goods; take one down with a reason (the merchant is told) or restore it. */
export function GoodsModeration() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [state, setState] = useState<(typeof STATES)[number]>("all");
  const list = usePagedQuery(["console-goods", keyword, state], (page) =>
    catalogueAdminApi.goods(page, { keyword, state }),
  );
  const [target, setTarget] = useState<AdminGoods | null>(null);
  const [reason, setReason] = useState("");
  const takedown = useApiMutation((v: { id: number; reason: string }) => catalogueAdminApi.takedown(v.id, v.reason), {
    invalidate: [["console-goods"]],
    onSuccess: () => setTarget(null),
  });
  const restore = useApiMutation((id: number) => catalogueAdminApi.restore(id), { invalidate: [["console-goods"]] });
  const stateTag = (g: AdminGoods) =>
    g.taken_down ? (
      <Tag color="red">{t("consoleCatalogue.taken_down")}</Tag>
    ) : g.deleted ? (
      <Tag>{t("consoleCatalogue.deleted")}</Tag>
    ) : (
      <Tag color={g.status === "on" ? "green" : "default"}>{t(`consoleCatalogue.${g.status}`)}</Tag>
    );
  return (
    <div data-testid="console-goods">
      <Space className="console-catalogue__tools" wrap>
        <Input.Search
          allowClear
          placeholder={t("consoleCatalogue.search_goods")}
          onSearch={setKeyword}
          data-testid="goods-search"
          style={{ width: 320 }}
        />
        <Segmented
          value={state}
          onChange={(v) => setState(v as (typeof STATES)[number])}
          options={STATES.map((s) => ({ value: s, label: t(`consoleCatalogue.state_${s}`) }))}
        />
      </Space>
      <PagedTable<AdminGoods>
        {...pagedTableProps(list)}
        rowKey="id"
        scrollX={1000}
        label={t("consoleCatalogue.goods")}
        csv={{
          filename: "goods",
          load: (page) => catalogueAdminApi.goods(page, { keyword, state }, 100),
          columns: [
            { title: "id", value: (g) => g.id },
            { title: "title", value: (g) => g.title },
            { title: "shop_id", value: (g) => g.shop_id },
            { title: "shop", value: (g) => g.shop_name },
            { title: "price", value: (g) => dollars(g.price_minor) },
            { title: "stock", value: (g) => g.stock },
            { title: "sales", value: (g) => g.sales },
            { title: "status", value: (g) => (g.taken_down ? "taken_down" : g.deleted ? "deleted" : g.status) },
            { title: "reason", value: (g) => g.taken_down_reason },
          ],
        }}
        columns={[
          { title: t("consoleCatalogue.id"), dataIndex: "id", width: 70 },
          {
            title: t("consoleCatalogue.goods_col"),
            dataIndex: "title",
            render: (title: string, g) => (
              <Space>
                <Image src={g.image} width={36} height={36} preview={false} alt="" />
                <span>{title}</span>
              </Space>
            ),
          },
          {
            title: t("consoleCatalogue.shop"),
            dataIndex: "shop_name",
            render: (v: string, g) => `${v} (#${g.shop_id})`,
          },
          {
            title: t("consoleCatalogue.price"),
            dataIndex: "price_minor",
            width: 110,
            render: (v: number) => <Amount>{dollars(v)}</Amount>,
          },
          { title: t("consoleCatalogue.stock"), dataIndex: "stock", width: 70 },
          {
            title: t("consoleCatalogue.state"),
            key: "state",
            width: 220,
            render: (_: unknown, g) => (
              <Space direction="vertical" size={0}>
                {stateTag(g)}
                {g.taken_down ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {g.taken_down_reason}
                    {g.taken_down_time ? ` · ${date(g.taken_down_time)}` : ""}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t("consoleCatalogue.actions"),
            key: "actions",
            fixed: "right",
            width: 120,
            render: (_: unknown, g) =>
              g.deleted ? null : g.taken_down ? (
                <Button
                  size="small"
                  loading={restore.isPending}
                  onClick={() => restore.mutate(g.id)}
                  data-testid={`goods-restore-${g.id}`}
                >
                  {t("consoleCatalogue.restore")}
                </Button>
              ) : (
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    setReason("");
                    setTarget(g);
                  }}
                  data-testid={`goods-takedown-${g.id}`}
                >
                  {t("consoleCatalogue.takedown")}
                </Button>
              ),
          },
        ]}
      />
      {target && (
        <DialogShell
          open
          title={t("consoleCatalogue.takedown_title", { title: target.title })}
          onClose={() => setTarget(null)}
          testId="takedown-dialog"
          submit={{
            text: t("consoleCatalogue.takedown"),
            danger: true,
            busy: takedown.isPending,
            testId: "takedown-submit",
            onSubmit: () => takedown.mutate({ id: target.id, reason }),
          }}
        >
          <Typography.Paragraph type="secondary">{t("consoleCatalogue.takedown_hint")}</Typography.Paragraph>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={300}
            showCount
            rows={3}
            placeholder={t("consoleCatalogue.reason")}
            data-testid="takedown-reason"
          />
        </DialogShell>
      )}
    </div>
  );
}
