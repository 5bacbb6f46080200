/** The staff dashboard's answer (`/api/admin/dashboard/stats`), shared by the server and the console. */

/** One UTC day's figures. */
export interface DashboardDay {
  /** YYYY-MM-DD, UTC */
  day: string;
  new_users: number;
  orders: number;
  paid_orders: number;
  turnover_minor: number;
  refunds: number;
  refunded_minor: number;
}

/** The kinds of review that wait for staff, each with its console page. */
export type PendingKind =
  | "shop_applications"
  | "name_changes"
  | "bond_refunds"
  | "recharges"
  | "withdrawals"
  | "refunds"
  | "supplier";

/** The last ledger check (kept by the wallet as the setting `wallet.ledger_check`). */
export interface LedgerCheck {
  /** when it ran, unix seconds; 0 = never */
  checked_at: number;
  ok: boolean;
  accounts: number;
  entries: number;
  /** what did not add up (the first 20), empty when ok */
  problems: string[];
  problem_count: number;
  /** "cli" (npm run ledger:check) or "staff:<id>" */
  by: string;
  /** the staff member's name when `by` is "staff:<id>"; "" for the command line */
  by_name: string;
}

export interface Dashboard {
  users: number;
  locked_users: number;
  staff: number;
  today: DashboardDay;
  last_30_days: Omit<DashboardDay, "day">;
  days: DashboardDay[];
  pending: { kind: PendingKind; count: number; link: string }[];
  ledger_check: LedgerCheck | null;
}
