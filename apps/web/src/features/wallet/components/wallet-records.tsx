import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Pagination, Select, Spin, Tabs } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { ENTRY_TYPES, walletApi } from "../api/wallet-api";
import { StatusTag } from "./status-tag";

const when = (s: number) => dateTime(s);

/** A signed USD amount ("+12.50", "-3.00") in the chosen money type, keeping its sign. */
function useSigned() {
  const money = useMoney();
  return (v: string) => {
    const neg = v.startsWith("-");
    const abs = v.replace(/^[+-]/, "");
    return `${neg ? "−" : "+"}${money(abs)}`;
  };
}

function Pager({
  page,
  total,
  perPage,
  onChange,
}: {
  page: number;
  total: number;
  perPage: number;
  onChange: (p: number) => void;
}) {
  if (total <= perPage) return null;
  return (
    <Pagination
      className="wallet-pager"
      size="small"
      current={page}
      total={total}
      pageSize={perPage}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}

function Rows({ loading, empty, children }: { loading: boolean; empty: boolean; children: ReactNode }) {
  return (
    <Spin spinning={loading}>
      {empty && !loading ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <ul className="wallet-rows">{children}</ul>}
    </Spin>
  );
}

/** Income and expense details: the user's wallet postings with a type filter. */
function Details() {
  const { t } = useTranslation();
  const signed = useSigned();
  const [type, setType] = useState<string>("");
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ["wallet-records", type, page],
    queryFn: () => walletApi.records(page, type),
    placeholderData: keepPreviousData,
  });
  const options = [
    { value: "", label: t("wallet.type_all") },
    ...ENTRY_TYPES.map((v) => ({ value: v, label: t(`wallet.type_${v}`) })),
  ];
  return (
    <div data-testid="wallet-records">
      <Select
        className="wallet-filter"
        value={type}
        options={options}
        onChange={(v) => {
          setType(v);
          setPage(1);
        }}
        aria-label={t("wallet.type_filter")}
        data-testid="records-type"
      />
      <Rows loading={isFetching} empty={!data?.data.length}>
        {data?.data.map((r) => (
          <li key={r.id} className="wallet-row" data-testid={`record-${r.id}`}>
            <div className="wallet-row__main">
              <strong>{t(`wallet.type_${r.type}`, { defaultValue: t("wallet.type_unknown") })}</strong>
              {r.memo && <span className="wallet-row__memo">{r.memo}</span>}
              {r.note && (
                <span className="wallet-row__memo">
                  <q dir="auto" data-testid="record-note">
                    {r.note}
                  </q>
                </span>
              )}
              <span className="wallet-row__time">{when(r.createtime)}</span>
            </div>
            <bdi className={r.money.startsWith("-") ? "wallet-row__money is-out" : "wallet-row__money is-in"}>
              {signed(r.money)}
            </bdi>
          </li>
        ))}
      </Rows>
      <Pager page={page} total={data?.total ?? 0} perPage={data?.per_page ?? 15} onChange={setPage} />
    </div>
  );
}

function Recharges() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ["wallet-recharges", page],
    queryFn: () => walletApi.rechargeList(page),
    placeholderData: keepPreviousData,
  });
  return (
    <div data-testid="recharge-records">
      <Rows loading={isFetching} empty={!data?.data.length}>
        {data?.data.map((r) => (
          <li key={r.id} className="wallet-row">
            <div className="wallet-row__main">
              <strong>
                {t(r.method === "usdt" ? "wallet.method_usdt" : "wallet.method_bank")}
                {r.network ? ` · ${r.network}` : ""}
              </strong>
              <span className="wallet-row__time">{when(r.createtime)}</span>
              {r.review_note && (
                <span className="wallet-row__memo">
                  {t("wallet.review_note")}: {r.review_note}
                </span>
              )}
            </div>
            <div className="wallet-row__side">
              <bdi className="wallet-row__money">{money(r.money)}</bdi>
              <StatusTag status={r.status} testId={`record-status-${r.id}`} />
            </div>
          </li>
        ))}
      </Rows>
      <Pager page={page} total={data?.total ?? 0} perPage={data?.per_page ?? 15} onChange={setPage} />
    </div>
  );
}

function Withdrawals() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ["wallet-withdrawals", page],
    queryFn: () => walletApi.withdrawList(page),
    placeholderData: keepPreviousData,
  });
  return (
    <div data-testid="withdraw-records">
      <Rows loading={isFetching} empty={!data?.data.length}>
        {data?.data.map((w) => (
          <li key={w.id} className="wallet-row">
            <div className="wallet-row__main">
              <strong>{w.network === "BANK" ? t("wallet.network_bank") : w.network}</strong>
              <bdi className="wallet-row__memo wallet-break">{w.destination}</bdi>
              <span className="wallet-row__memo">
                {t("wallet.fee")}: <bdi>{money(w.fee)}</bdi> · {t("wallet.actual")}: <bdi>{money(w.actual)}</bdi>
              </span>
              <span className="wallet-row__time">{when(w.createtime)}</span>
              {w.review_note && (
                <span className="wallet-row__memo">
                  {t("wallet.review_note")}: {w.review_note}
                </span>
              )}
            </div>
            <div className="wallet-row__side">
              <bdi className="wallet-row__money">{money(w.money)}</bdi>
              <StatusTag status={w.status} testId={`record-status-${w.id}`} />
            </div>
          </li>
        ))}
      </Rows>
      <Pager page={page} total={data?.total ?? 0} perPage={data?.per_page ?? 15} onChange={setPage} />
    </div>
  );
}

export type RecordsTab = "details" | "recharges" | "withdrawals";

/** The wallet's three lists: income and expense details, recharge records, withdrawal records. */
export function WalletRecords({ tab, onTab }: { tab: RecordsTab; onTab: (tab: RecordsTab) => void }) {
  const { t } = useTranslation();
  const label = (key: RecordsTab, text: string) => <span data-testid={`wallet-tab-${key}`}>{text}</span>;
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => onTab(k as RecordsTab)}
      destroyOnHidden
      items={[
        { key: "details", label: label("details", t("wallet.tab_details")), children: <Details /> },
        { key: "recharges", label: label("recharges", t("wallet.tab_recharges")), children: <Recharges /> },
        { key: "withdrawals", label: label("withdrawals", t("wallet.tab_withdrawals")), children: <Withdrawals /> },
      ]}
    />
  );
}
