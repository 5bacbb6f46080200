/** The people module's only door: the staff console's user pages (no tables of its own). */
export { peopleRoutes } from "./people.routes.js";
