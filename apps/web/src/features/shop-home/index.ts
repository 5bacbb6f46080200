import "./shop-home.css";

export { ShopHomeView } from "./components/shop-home-view";
