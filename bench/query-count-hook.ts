/**
 * Preloaded into a benchmark's server process (`--import`): counts its PostgreSQL statements and
 * writes `queries N` to stderr on SIGUSR2, for round trips per operation.
 */
import { countQueries } from "./query-count.js";

const counter = countQueries();
process.on("SIGUSR2", () => process.stderr.write(`queries ${counter.read()}\n`));
