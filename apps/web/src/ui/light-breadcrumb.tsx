import { Fragment, type ReactNode } from "react";
import "./light-breadcrumb.css";

/**
 * A breadcrumb trail as plain markup (a `nav` with an ordered list), for pages where antd's
 * Breadcrumb would bring its dropdown and menu code (it can show a menu on any step) to the first
 * load. Steps are links or text; the separators are hidden from screen readers.
 */
export function LightBreadcrumb({
  label,
  items,
  className,
}: {
  /** the landmark's name, e.g. "Breadcrumb" in the user's language */
  label: string;
  items: { key: string; content: ReactNode }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className ? `light-crumbs ${className}` : "light-crumbs"}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={item.key}>
            {i > 0 ? (
              <li className="light-crumbs__separator" aria-hidden="true">
                /
              </li>
            ) : null}
            <li className="light-crumbs__step">{item.content}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
