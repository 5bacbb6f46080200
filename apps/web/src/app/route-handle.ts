import type { AdminSection } from "../features/admin";

/**
 * Route handle: `auth` asks for a shopper login; `section` is the staff console area. Kept apart
 * from the router so that the layouts reading it do not import the router that loads them.
 */
export interface RouteHandle {
  auth?: boolean;
  section?: AdminSection;
}
