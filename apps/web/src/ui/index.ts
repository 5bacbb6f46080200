/** The shared web UI layer: what every screen is built from (tables, dialogs, forms, states, calls). */

export { AgreementText } from "./agreement-text";
export { Amount, type AmountProps } from "./amount";
export { type CsvCell, saveCsv, toCsv } from "./csv";
export { CsvExportButton, type CsvSpec, exportCsv } from "./csv-export";
export { DialogShell, type DialogShellProps, type DialogSubmit } from "./dialog-shell";
export { useFieldRules } from "./form";
export { SubmitButton } from "./form-fields";
export { textWithNames } from "./isolated-text";
export { LanguageFallbackNote } from "./language-fallback-note";
export { LightBreadcrumb } from "./light-breadcrumb";
export { type LightTab, LightTabs } from "./light-tabs";
export { MoneyInput, type MoneyInputProps } from "./money-input";
export { type MoneyLimits, type MoneyParse, type MoneyProblem, parseDollars, typingAllowed } from "./money-parse";
export { pageLinks } from "./page-links";
export { PagedTable, type PagedTableProps } from "./paged-table";
export { PictureField } from "./picture-field";
export { ReasonDialog, type ReasonDialogProps } from "./reason-dialog";
export { ScrollTable, type ScrollTableProps } from "./scroll-table";
export { type SearchOption, SearchSelect, type SearchSelectProps } from "./search-select";
export { EmptyState, ErrorState, LoadingState, ShopLoadFailed } from "./states";
export { type LangText, TextsEditor, type TextsEditorLabels, textsBody, textsComplete } from "./texts-editor";
export { type ApiMutationOptions, useApiMutation, whenSettled } from "./use-api-mutation";
export { type FieldProblem, useFieldErrors } from "./use-field-errors";
export { type PagedQueryOptions, pagedTableProps, usePagedQuery } from "./use-paged-query";
export { UserCell, type UserCellProps } from "./user-cell";
