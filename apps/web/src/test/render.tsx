import type { UserInfo } from "@mp/contracts";
import { DEFAULT_LANGUAGE } from "@mp/contracts/constants";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { newQueryClient, Providers } from "../app/providers";
import { useAppStore } from "../lib/app-store";
import { applyLanguage, loadStrings, type StringPack } from "../lib/i18n";
import { loadLocalePacks } from "../lib/locale-packs";

export interface RenderOptions {
  /** the interface language code (`en`, `ar`, ...): its real locale files are loaded */
  lang?: string;
  /** a signed-in shopper (the token the API client sends) */
  signedIn?: boolean;
  /** a signed-in member of staff (the admin token) */
  staff?: boolean;
  /** the later string packs the screen's layout would load (the back office's, the console's) */
  packs?: StringPack[];
  /** the address the router starts at, and the route pattern that shows the component */
  at?: string;
  route?: string;
}

/** The signed-in shopper of `signedIn: true`. */
export const SHOPPER: UserInfo = {
  token: "test-token",
  user_id: 7,
  email: "amira@example.com",
  nickname: "Amira",
  avatar: "",
  invite_code: "AMIRA7",
  pay_password_set: true,
  shop: null,
  createtime: 1_780_000_000,
};

/**
 * Renders `ui` inside the app's real providers (app/providers.tsx: react-query with the app's
 * defaults, antd's ConfigProvider with the language's locale and direction, the API client's
 * feedback) and a memory router, after loading the language's real locale files. Returns Testing
 * Library's queries, a user-event `user`, the query client and the router.
 */
export async function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  useAppStore.setState({
    country: lang,
    token: options.signedIn ? (SHOPPER.token ?? "") : "",
    loginStatus: Boolean(options.signedIn),
    userData: options.signedIn ? SHOPPER : null,
    adminToken: options.staff ? "staff-token" : "",
    cart_number: 0,
    chat_number: 0,
  });
  await applyLanguage(lang);
  for (const pack of options.packs ?? []) await loadStrings(pack);
  const locale = await loadLocalePacks(lang);
  const queryClient = newQueryClient();
  const route = options.route ?? "/";
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.at ?? route] },
  );
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient} initialLocale={locale} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user, queryClient, router };
}
