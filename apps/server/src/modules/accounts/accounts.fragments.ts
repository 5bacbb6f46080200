import { type SQL, sql } from "drizzle-orm";
import { containingLower } from "../../platform/db/index.js";

/**
 * SQL other modules compose into their own statements when a hot path must stay one round trip
 * (chat's send, the support queue). Each fragment is a relation holding only the columns the
 * accounts module lets others read; PostgreSQL folds such a subquery into the caller's plan, so
 * the composed statement runs as if written by hand. Plain text, so it also fits the fixed text
 * of a prepared statement (`sql.raw` it into a Drizzle template).
 */

/** Users' public display data by id: `id, nickname, avatar`. Join it as `${USER_CARDS_SQL} u`. */
export const USER_CARDS_SQL = "(select id, nickname, avatar from users)";

/**
 * The ids of users whose e-mail or nickname holds `keyword` anywhere, in any case ("opper@dem"
 * finds shopper@demo.test), as a subquery to filter by (`user_id in ${...}`): the caller narrows
 * it to its own rows (a shop's orders), so a part of an address finds only people it already has.
 */
export const userIdsContainingSql = (keyword: string): SQL => {
  const like = containingLower(keyword.trim());
  return sql`(select id from users where lower(email) like ${like} or lower(nickname) like ${like})`;
};
