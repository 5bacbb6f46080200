/** One cell of a CSV export: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV file's text (RFC 4180: comma separated, CRLF lines, quotes doubled). A cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe, so exported data cannot run as a formula when opened.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Saves the text as a file in the browser (with a byte-order mark, so spreadsheets read UTF-8). */
export function saveCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename.endsWith(".csv") ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
