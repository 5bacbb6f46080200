import type { Db } from "../../platform/db/index.js";
import { frozenUserSql } from "../accounts/index.js";
import { type Move, move } from "./ledger.js";

/** Moves money inside the caller's transaction; frozen wallets refuse debits. */
export const moveMoney = (tx: Db, m: Move) => move(tx, m, frozenUserSql);
