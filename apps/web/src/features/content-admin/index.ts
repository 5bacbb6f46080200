/** The operators' content console (issue 17): home banners, app configuration, agreement pages, footer links. */
import "./content-admin.css";

export { AgreementEditor } from "./components/agreement-editor";
export { AppConfigForm } from "./components/app-config-form";
export { BannerDesk } from "./components/banner-desk";
export { FooterEditor } from "./components/footer-editor";
