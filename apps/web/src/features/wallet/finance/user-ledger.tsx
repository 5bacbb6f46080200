import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Descriptions, Form, Input, Select, Space, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENTRY_TYPES, financeApi, type WalletRecord } from "../api/wallet-api";
import { usd } from "../lib/rules";
import { when } from "./queue-parts";

const SIGNED = /^-?\d{1,11}(\.\d{1,2})?$/;

/** Signed amount and a reason: a "system business" entry the user sees, after confirmation. */
function CorrectionForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const a = amount.trim();
    if (!SIGNED.test(a) || /^-?0+(\.0+)?$/.test(a)) {
      setErrors({ amount: t("errors.withdraw_amount_incorrect") });
      return;
    }
    if (!reason.trim()) {
      setErrors({ reason: t("errors.reason_required") });
      return;
    }
    setErrors({});
    modal.confirm({
      type: "warning",
      title: t("finance.correction_confirm", {
        amount: a.startsWith("-") ? `-${usd(a.slice(1))}` : `+${usd(a)}`,
        user: userId,
      }),
      okText: t("finance.correction_submit"),
      cancelText: t("common.cancel"),
      okButtonProps: { "data-testid": "finance-correction-confirm" },
      onOk: async () => {
        try {
          await financeApi.correction(userId, a, reason.trim());
          message.success(t("admin.done"));
          setAmount("");
          setReason("");
          onDone();
        } catch {
          // shown by the API client
        }
      },
    });
  };
  return (
    <Card size="small" title={t("finance.correction")}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t("finance.correction_amount")}
          extra={t("finance.correction_hint")}
          validateStatus={errors.amount ? "error" : undefined}
          help={errors.amount}
        >
          <Input
            prefix={<bdi dir="ltr">US$</bdi>}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="12.50 / -3.00"
            data-testid="finance-correction-amount"
          />
        </Form.Item>
        <Form.Item
          label={t("finance.reason_label")}
          validateStatus={errors.reason ? "error" : undefined}
          help={errors.reason}
        >
          <Input.TextArea
            value={reason}
            maxLength={300}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => setReason(e.target.value)}
            data-testid="finance-correction-reason"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="finance-correction-submit">
          {t("finance.correction_submit")}
        </Button>
      </Form>
    </Card>
  );
}

/** Freeze (every debit refused) or unfreeze a wallet, after confirmation. */
function FreezeControl({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [state, setState] = useState<boolean | null>(null);
  const ask = (frozen: boolean) =>
    modal.confirm({
      type: frozen ? "warning" : "confirm",
      title: t(frozen ? "finance.freeze_confirm" : "finance.unfreeze_confirm", { user: userId }),
      okText: t(frozen ? "finance.freeze" : "finance.unfreeze"),
      okButtonProps: { danger: frozen, "data-testid": "finance-freeze-confirm" },
      cancelText: t("common.cancel"),
      onOk: async () => {
        try {
          const r = await financeApi.freeze(userId, frozen);
          setState(r.money_locked);
          message.success(t("admin.done"));
        } catch {
          // shown by the API client
        }
      },
    });
  return (
    <Card size="small" title={t("finance.freeze_title")}>
      <Space orientation="vertical" className="full-width">
        {state !== null && (
          <Alert
            type={state ? "error" : "success"}
            showIcon
            title={t(state ? "finance.frozen_now" : "finance.unfrozen_now")}
          />
        )}
        <Space wrap>
          <Button danger icon={<LockOutlined />} onClick={() => ask(true)} data-testid="finance-freeze">
            {t("finance.freeze")}
          </Button>
          <Button icon={<UnlockOutlined />} onClick={() => ask(false)} data-testid="finance-unfreeze">
            {t("finance.unfreeze")}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** A user's ledger: balances, every wallet posting, corrections and freezing. */
export function UserLedger() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [input, setInput] = useState("");
  const [userId, setUserId] = useState<number | null>(null);
  const [type, setType] = useState("");
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useQuery({
    queryKey: ["finance-ledger", userId, type, page],
    queryFn: () => financeApi.ledger(userId as number, page, type),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const columns: ColumnsType<WalletRecord> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.type"), dataIndex: "type", render: (v: string) => t(`wallet.type_${v}`) },
    {
      title: t("finance.amount"),
      dataIndex: "money",
      render: (v: string) => (
        <bdi className={v.startsWith("-") ? "is-out" : "is-in"}>
          {v.startsWith("-") ? `-${usd(v.slice(1))}` : `+${usd(v.replace(/^\+/, ""))}`}
        </bdi>
      ),
    },
    { title: t("finance.memo"), dataIndex: "memo" },
    {
      title: t("finance.reference"),
      dataIndex: "reference",
      render: (v: string) => <bdi className="wallet-mono">{v}</bdi>,
    },
    { title: t("admin.col_created"), dataIndex: "createtime", render: when },
  ];
  const open = () => {
    const n = Number(input.trim());
    if (Number.isInteger(n) && n > 0) {
      setUserId(n);
      setPage(1);
    }
  };
  const refresh = () => void client.invalidateQueries({ queryKey: ["finance-ledger"] });
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="finance-ledger">
      <Space.Compact className="admin-search">
        <Input
          inputMode="numeric"
          value={input}
          onChange={(e) => setInput(e.target.value.replace(/\D/g, ""))}
          onPressEnter={open}
          placeholder={t("finance.user_id")}
          aria-label={t("finance.user_id")}
          data-testid="finance-user-id"
        />
        <Button type="primary" onClick={open} data-testid="finance-user-open">
          {t("finance.open_ledger")}
        </Button>
      </Space.Compact>
      {isError && <Alert type="warning" showIcon title={t("finance.ledger_error")} />}
      {data && userId !== null && (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: "u", label: t("finance.user"), children: data.user_id },
              {
                key: "a",
                label: t("wallet.available"),
                children: <bdi data-testid="finance-ledger-available">{usd(data.available)}</bdi>,
              },
              { key: "w", label: t("wallet.withdrawing"), children: <bdi>{usd(data.withdrawing)}</bdi> },
            ]}
          />
          <Select
            className="wallet-filter"
            value={type}
            onChange={(v) => {
              setType(v);
              setPage(1);
            }}
            aria-label={t("wallet.type_filter")}
            options={[
              { value: "", label: t("wallet.type_all") },
              ...ENTRY_TYPES.map((v) => ({ value: v, label: t(`wallet.type_${v}`) })),
            ]}
          />
          <Table<WalletRecord>
            rowKey="id"
            columns={columns}
            dataSource={data.records.data}
            loading={isFetching}
            scroll={{ x: 900 }}
            pagination={{
              current: data.records.current_page,
              pageSize: data.records.per_page,
              total: data.records.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
          <div className="finance-tools">
            <CorrectionForm userId={userId} onDone={refresh} />
            <FreezeControl key={userId} userId={userId} />
          </div>
        </>
      )}
    </Space>
  );
}
