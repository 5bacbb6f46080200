/** The shared web UI layer: what every screen is built from (tables, dialogs, forms, states, calls). */
export { type ApiMutationOptions, useApiMutation } from "./use-api-mutation";
