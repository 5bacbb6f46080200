import { Button, Descriptions, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ErrorState, PagedTable } from "../../../ui";
import { ENTRY_TYPES, financeApi, type UserLedger as Ledger, type WalletRecord } from "../api/wallet-api";
import { usd } from "../lib/rules";
import { CorrectionForm } from "./correction-form";
import { FreezeControl } from "./freeze-control";
import { useUserLedger } from "./hooks/use-user-ledger";
import { ledgerColumns } from "./ledger-columns";
import { when } from "./queue-parts";

/** Balances of the opened user. */
function LedgerSummary({ data }: { data: Ledger }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** A user's ledger: balances, every wallet posting, corrections and freezing. */
export function UserLedger() {
  const { t } = useTranslation();
  const { input, setInput, open, userId, type, setType, ledger } = useUserLedger();
  const data = ledger.data;
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="finance-ledger">
      <Space.Compact className="admin-search">
        <Input
          inputMode="numeric"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={open}
          placeholder={t("finance.user_id")}
          aria-label={t("finance.user_id")}
          data-testid="finance-user-id"
        />
        <Button type="primary" onClick={open} data-testid="finance-user-open">
          {t("finance.open_ledger")}
        </Button>
      </Space.Compact>
      {ledger.isError && <ErrorState text={t("finance.ledger_error")} onRetry={() => void ledger.refetch()} />}
      {data && userId !== null && (
        <>
          <LedgerSummary data={data} />
          <Select
            className="wallet-filter"
            value={type}
            onChange={setType}
            aria-label={t("wallet.type_filter")}
            options={[
              { value: "", label: t("wallet.type_all") },
              ...ENTRY_TYPES.map((v) => ({ value: v, label: t(`wallet.type_${v}`) })),
            ]}
          />
          <PagedTable<WalletRecord>
            answer={data.records}
            page={ledger.page}
            onPage={ledger.setPage}
            loading={ledger.isFetching}
            rowKey="id"
            columns={ledgerColumns(t)}
            scrollX={900}
            label={t("finance.tab_ledger")}
            csv={{
              filename: `ledger-user-${userId}`,
              load: async (page) => (await financeApi.ledger(userId, page, type, 100)).records,
              columns: [
                { title: "id", value: (r) => r.id },
                { title: "time", value: (r) => when(r.createtime) },
                { title: "type", value: (r) => r.type },
                { title: "amount", value: (r) => r.money },
                { title: "memo", value: (r) => r.memo },
                { title: "reference", value: (r) => r.reference },
              ],
            }}
          />
          <div className="finance-tools">
            <CorrectionForm key={`c${userId}`} userId={userId} />
            <FreezeControl key={userId} userId={userId} />
          </div>
        </>
      )}
    </Space>
  );
}
