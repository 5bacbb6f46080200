import { DownloadOutlined } from "@ant-design/icons";
import type { Page } from "@mp/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type CsvCell, saveCsv, toCsv } from "./csv";

/** What a list exports: every page of its call (with the filters on screen), one row per item. */
export interface CsvSpec<T> {
  /** the file's name, without the date (added) */
  filename: string;
  /** one page of the list, with the filters the table shows */
  load: (page: number) => Promise<Page<T>>;
  columns: readonly { title: string; value: (row: T) => CsvCell }[];
}

/** At most this many pages are read for one file (100 rows a page when the call allows it). */
const MAX_PAGES = 200;

/** Reads every page of the list and saves it as a CSV file. */
export async function exportCsv<T>(spec: CsvSpec<T>): Promise<number> {
  const rows: CsvCell[][] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await spec.load(page);
    for (const item of answer.data) rows.push(spec.columns.map((c) => c.value(item)));
    if (page >= answer.last_page || answer.data.length === 0) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  saveCsv(
    `${spec.filename}-${day}.csv`,
    toCsv(
      spec.columns.map((c) => c.title),
      rows,
    ),
  );
  return rows.length;
}

/** "Export CSV" above a staff list: reads the whole list with its filters and saves it. */
export function CsvExportButton<T>({ spec }: { spec: CsvSpec<T> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportCsv(spec);
    } catch {
      // the API client has already said why the call failed
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="csv-export">
      {t("ui.export_csv")}
    </Button>
  );
}
