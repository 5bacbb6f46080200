import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryHref, useVisibleCategories } from "../../../features/content";

/** Top category menu from init (ids 15, 16 and 20 hidden). */
export function CategoryMenu() {
  const { t } = useTranslation();
  const categories = useVisibleCategories();
  return (
    <nav className="cat-bar" aria-label={t("header.categories")}>
      <div className="container cat-bar__inner">
        <span className="cat-bar__title">
          <AppstoreOutlined /> {t("header.categories")}
        </span>
        <ul className="cat-bar__list">
          <li>
            <Link to="/classify" className="cat-bar__link cat-bar__link--all" data-testid="category-all">
              {t("header.all_categories")}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={categoryHref(c)} className="cat-bar__link" data-testid={`category-${c.id}`}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
