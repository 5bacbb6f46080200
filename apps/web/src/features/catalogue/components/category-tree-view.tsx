import type { CategoryNode } from "@mp/contracts";
import { Empty, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryListHref, findCategory, useCategoryTree } from "../hooks/use-category-tree";

/** Classify: top level on the start side; children and grandchildren of the chosen one beside it. */
export function CategoryTreeView() {
  const { t } = useTranslation();
  const q = useCategoryTree();
  const [activeId, setActiveId] = useState<number | null>(null);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const tree = q.data ?? [];
  if (!tree.length) return <Empty description={t("catalogue.no_categories")} />;
  const active: CategoryNode = tree.find((c) => c.id === activeId) ?? (tree[0] as CategoryNode);
  return (
    <div className="classify" data-testid="classify">
      <nav className="classify__top" aria-label={t("catalogue.all_categories")}>
        <ul>
          {tree.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={c.id === active.id ? "classify__top-item classify__top-item--active" : "classify__top-item"}
                aria-current={c.id === active.id}
                onClick={() => setActiveId(c.id)}
                data-testid={`classify-top-${c.id}`}
              >
                <CategoryPicture node={c} size={24} />
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="classify__panel" aria-labelledby="classify-active">
        <h2 className="classify__title" id="classify-active">
          <Link to={categoryListHref(active)} data-testid="classify-active-link">
            {active.name}
          </Link>
        </h2>
        {active.children.length === 0 ? <Empty description={t("catalogue.no_subcategories")} /> : null}
        {active.children.map((child) => (
          <div key={child.id} className="classify__group">
            <h3 className="classify__group-title">
              <Link to={categoryListHref(child)} data-testid={`classify-link-${child.id}`}>
                <CategoryPicture node={child} size={32} />
                {child.name}
              </Link>
            </h3>
            <ul className="classify__leaves">
              {child.children.map((leaf) => (
                <li key={leaf.id}>
                  <Link to={categoryListHref(leaf)} className="chip" data-testid={`classify-link-${leaf.id}`}>
                    {leaf.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}

/** The picture the console gave a category, beside its name (decorative: the name says it all). */
function CategoryPicture({ node, size }: { node: CategoryNode; size: number }) {
  if (!node.image) return null;
  return (
    <img
      className="classify__picture"
      src={node.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      data-testid={`category-picture-${node.id}`}
    />
  );
}

/** Chips of a category's children on its listing page. */
export function SubcategoryChips({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const q = useCategoryTree();
  const node = findCategory(q.data, categoryId);
  if (!node?.children.length) return null;
  return (
    <nav className="chips" aria-label={t("catalogue.subcategories")} data-testid="subcategories">
      {node.children.map((c) => (
        <Link key={c.id} to={categoryListHref(c)} className="chip" data-testid={`subcategory-${c.id}`}>
          {c.name}
        </Link>
      ))}
    </nav>
  );
}
