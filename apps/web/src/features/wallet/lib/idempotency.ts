/** The shared key maker (lib/idempotency.ts): every money-moving feature uses the same one. */
export { newIdempotencyKey } from "../../../lib/idempotency";
