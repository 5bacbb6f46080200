import { Descriptions, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { usd } from "../../../lib/money";
import { Amount, ErrorState, PagedTable, SearchSelect } from "../../../ui";
import { ENTRY_TYPES, financeApi, type UserLedger as Ledger, type WalletRecord } from "../api/wallet-api";
import { CorrectionForm } from "./correction-form";
import { FreezeControl } from "./freeze-control";
import { searchUsers, useUserLedger } from "./hooks/use-user-ledger";
import { ledgerColumns } from "./ledger-columns";
import { when } from "./queue-parts";

/** Balances of the opened user, named as the search found them. */
function LedgerSummary({ data, who }: { data: Ledger; who: string }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 3 }}
      items={[
        { key: "u", label: t("finance.user"), children: <bdi data-testid="finance-ledger-user">{who}</bdi> },
        {
          key: "a",
          label: t("wallet.available"),
          children: <Amount testId="finance-ledger-available">{usd(data.available)}</Amount>,
        },
        { key: "w", label: t("wallet.withdrawing"), children: <Amount>{usd(data.withdrawing)}</Amount> },
      ]}
    />
  );
}

/** A user's ledger, found by name or e-mail: balances, every wallet posting, corrections and freezing. */
export function UserLedger() {
  const { t } = useTranslation();
  const { user, setUser, userId, type, setType, ledger } = useUserLedger();
  const data = ledger.data;
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="finance-ledger">
      <SearchSelect
        name="finance-user-search"
        search={searchUsers}
        value={userId}
        onChange={(_, option) => setUser(option)}
        label={t("finance.find_user")}
        placeholder={t("finance.find_user")}
        className="admin-search finance-user-search"
        testId="finance-user-search"
      />
      {ledger.isError && <ErrorState text={t("finance.ledger_error")} onRetry={() => void ledger.refetch()} />}
      {data && userId !== null && (
        <>
          <LedgerSummary data={data} who={user ? `${user.text} · #${user.value}` : `#${data.user_id}`} />
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
