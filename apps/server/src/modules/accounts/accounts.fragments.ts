/**
 * SQL other modules compose into their own statements when a hot path must stay one round trip
 * (chat's send, the support queue). Each fragment is a relation holding only the columns the
 * accounts module lets others read; PostgreSQL folds such a subquery into the caller's plan, so
 * the composed statement runs as if written by hand. Plain text, so it also fits the fixed text
 * of a prepared statement (`sql.raw` it into a Drizzle template).
 */

/** Users' public display data by id: `id, nickname, avatar`. Join it as `${USER_CARDS_SQL} u`. */
export const USER_CARDS_SQL = "(select id, nickname, avatar from users)";
