import "./ui.css";
import type { Page } from "@mp/contracts";
import type { TableProps } from "antd";
import type { ReactNode } from "react";
import { CsvExportButton, type CsvSpec } from "./csv-export";
import { ScrollTable } from "./scroll-table";
import { EmptyState, ErrorState } from "./states";

export interface PagedTableProps<T> extends Omit<TableProps<T>, "dataSource" | "pagination" | "loading" | "scroll"> {
  /** a list answer `{total, per_page, current_page, last_page, data}`; undefined until the first load */
  answer: Page<T> | undefined;
  /** the page asked for, shown until the answer says otherwise */
  page?: number;
  onPage: (page: number) => void;
  loading?: boolean;
  /** the load failed and there is nothing to show: an error with a retry instead of the table */
  error?: boolean;
  onRetry?: () => void;
  /** the table's width below which it scrolls sideways (phones) */
  scrollX: number;
  /** what an empty list says (defaults to the shared "nothing here yet") */
  empty?: ReactNode;
  /** the accessible name of the table (and of the region that scrolls it sideways) */
  label: string;
  /** an "Export CSV" button above the table that saves every page of the list (staff lists) */
  csv?: CsvSpec<T>;
}

/**
 * Every staff list: one antd Table with the one paging block (the server's page size, no size
 * changer), a spinner while loading, the shared empty and error states, and sideways scrolling
 * at phone width instead of squeezed columns, reachable from the keyboard (ScrollTable).
 */
export function PagedTable<T extends object>({
  answer,
  page,
  onPage,
  loading,
  error,
  onRetry,
  scrollX,
  empty,
  label,
  csv,
  ...table
}: PagedTableProps<T>) {
  if (error) return <ErrorState onRetry={onRetry} />;
  const list = (
    <ScrollTable<T>
      {...table}
      label={label}
      dataSource={answer?.data ?? []}
      loading={loading}
      scrollX={scrollX}
      locale={{ emptyText: loading && !answer ? " " : <EmptyState text={empty} /> }}
      pagination={{
        current: page ?? answer?.current_page ?? 1,
        pageSize: answer?.per_page ?? 15,
        total: answer?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: false,
        onChange: onPage,
      }}
    />
  );
  if (!csv) return list;
  return (
    <div className="ui-paged-table">
      <div className="ui-paged-table__tools">
        <CsvExportButton spec={csv} />
      </div>
      {list}
    </div>
  );
}
