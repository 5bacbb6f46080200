import { AGREEMENT_TYPES } from "@mp/contracts/constants";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AgreementView } from "../../features/content";
import { useAppStore } from "../../lib/app-store";

/**
 * `/privacy_agreement?type=1|2|5|6`; opening it closes any open dialog (docs/product.md#screens).
 * Links inside dialogs also close them, for when this page is already open.
 */
export function Component() {
  const [params] = useSearchParams();
  const raw = Number(params.get("type"));
  const type = raw in AGREEMENT_TYPES ? raw : 1;
  useEffect(() => {
    useAppStore.getState().closeAllDialogs();
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="container page narrow">
      <AgreementView type={type} />
    </div>
  );
}
