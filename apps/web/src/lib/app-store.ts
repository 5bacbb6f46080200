import type { InitData, StaffInfo, UserInfo } from "@mp/contracts";
import { DEFAULT_LANGUAGE } from "@mp/contracts/constants";
import { DEFAULT_MONEY_TYPE } from "@mp/money";
import { createJSONStorage, persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { hookOf } from "./store-hook";

/** Search selector of the header (docs/rules.md#constants): 1 = goods, 2 = shops. */
export type SearchSelect = 1 | 2;

export type DialogName = "loginDialog" | "registeredDialog" | "forgotDialog" | "payPassDialog" | "kefuDialog";

interface AppState {
  token: string;
  loginStatus: boolean;
  userData: UserInfo | null;
  keyword: string;
  select: SearchSelect;
  /** current language code (the Lang header) */
  country: string;
  countryIndex: number;
  moneyType: string;
  chat_number: number;
  cart_number: number;
  app_url: string;
  init_data: InitData | null;
  adminToken: string;
  loginDialog: boolean;
  registeredDialog: boolean;
  forgotDialog: boolean;
  payPassDialog: boolean;
  kefuDialog: boolean;
  /** the account the login dialog opens with (the e-mail just registered or reset), not kept */
  loginAccount: string;
  setSession: (user: UserInfo) => void;
  setUserData: (user: UserInfo) => void;
  clearSession: () => void;
  setSearch: (keyword: string, select: SearchSelect) => void;
  setLanguage: (code: string, index: number) => void;
  setMoneyType: (code: string) => void;
  setInitData: (data: InitData) => void;
  setAdminToken: (token: string) => void;
  /** opens one dialog and closes the others (the account dialogs are mutually exclusive) */
  openDialog: (name: DialogName) => void;
  /** opens the login dialog with this account filled in (after registering or resetting the password) */
  openLoginWith: (account: string) => void;
  closeDialog: (name: DialogName) => void;
  closeAllDialogs: () => void;
}

const closed = {
  loginDialog: false,
  registeredDialog: false,
  forgotDialog: false,
  payPassDialog: false,
  kefuDialog: false,
};

export const useAppStore = hookOf(
  createStore<AppState>()(
    persist(
      (set) => ({
        token: "",
        loginStatus: false,
        userData: null,
        keyword: "",
        select: 1,
        country: DEFAULT_LANGUAGE,
        countryIndex: 0,
        moneyType: DEFAULT_MONEY_TYPE,
        chat_number: 0,
        cart_number: 0,
        app_url: "",
        init_data: null,
        adminToken: "",
        ...closed,
        loginAccount: "",
        setSession: (user) => set({ token: user.token ?? "", userData: user, loginStatus: Boolean(user.token) }),
        setUserData: (user) => set((s) => ({ userData: { ...user, token: s.token } })),
        clearSession: () => set({ token: "", userData: null, loginStatus: false, chat_number: 0, cart_number: 0 }),
        setSearch: (keyword, select) => set({ keyword, select }),
        setLanguage: (country, countryIndex) => set({ country, countryIndex }),
        setMoneyType: (moneyType) => set({ moneyType }),
        setInitData: (init_data) => set({ init_data }),
        setAdminToken: (adminToken) => set({ adminToken }),
        openDialog: (name) => set({ ...closed, [name]: true }),
        openLoginWith: (loginAccount) => set({ ...closed, loginDialog: true, loginAccount }),
        closeDialog: (name) => set({ [name]: false }),
        closeAllDialogs: () => set(closed),
      }),
      {
        name: "mp-app",
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({
          token: s.token,
          userData: s.userData,
          keyword: s.keyword,
          select: s.select,
          country: s.country,
          countryIndex: s.countryIndex,
          moneyType: s.moneyType,
          adminToken: s.adminToken,
        }),
        onRehydrateStorage: () => (state) => {
          if (state) state.loginStatus = Boolean(state.token);
        },
      },
    ),
  ),
);

export type { StaffInfo };
