import type { FooterGroupView } from "./content.constants.js";

/** `common/init` answer (docs/product.md#entities). */
export interface InitData {
  appConfig: {
    site_name: string;
    working_hours: string;
    service_url: string;
    service_img: string;
    login_img: string;
    logo: string;
    /** the app download link (also in `index/index`); "" when there is none */
    app_url?: string;
  };
  /** the footer link groups in the request's language (setting `footer_links`) */
  footer?: FooterGroupView[];
  modulesData: { categoryModules: { id: number; name: string }[] };
  languages: { name: string; code: string; img: string }[];
  money_types: { code: string; currency: string; symbol: string; rate: string }[];
  /** category ids never shown in the top menu or home modules: hidden in the console (data), with their subtrees */
  hidden_category_ids: number[];
}

/** Agreement page types of `/privacy_agreement?type=` */
export const AGREEMENT_TYPES = {
  1: "user_agreement",
  2: "privacy_policy",
  5: "platform_introduction",
  /** ticked in the shop application */
  6: "business_solutions_agreement",
  8: "bond_contract",
} as const;
