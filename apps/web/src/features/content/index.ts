export { contentApi } from "./api/content-api";
export { AgreementView } from "./components/agreement-view";
export { KefuDialog } from "./components/kefu-dialog";
export { categoryHref, useInit, useVisibleCategories } from "./hooks/use-init";
