import { Outlet } from "react-router";
import { MerchantFrame } from "../../features/merchants";

/** The merchant back office's pages (`merchantRoutes` in the router) inside its frame. */
export function Component() {
  return (
    <MerchantFrame>
      <Outlet />
    </MerchantFrame>
  );
}
