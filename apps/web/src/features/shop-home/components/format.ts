/** Shop money is kept in US dollars: shown as such, whatever money type the shopper side uses. */

/** A count in the reader's language, like the storefront's counts. */
export { count } from "../../../lib/dates";
export { usd } from "../../../lib/money";
