import { lazy } from "react";

export { contentApi } from "./api/content-api";
export { AgreementView } from "./components/agreement-view";
export { categoryHref, useInit, useVisibleCategories } from "./hooks/use-init";

/** The customer-service dialog, loaded when first opened. */
export const KefuDialog = lazy(() => import("./components/kefu-dialog").then((m) => ({ default: m.KefuDialog })));
