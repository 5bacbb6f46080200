import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { lineSpec } from "../../../lib/spec-words";
import type { OrderLine } from "../api/orders-api";

/** The product lines of an order: picture, title, specification, price and number; each links to
 * `href` when given (the order's detail in the list), else to its product. */
export function OrderLines({ lines, href }: { lines: OrderLine[]; href?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="order-lines">
      {lines.map((l) => {
        // the platform's option words in the reader's language ("Colour: Black, Size: M")
        const spec = lineSpec(t, l.spec_values, l.spec);
        return (
          <li key={`${l.goods_id}-${l.sku_id}`} className="order-line" data-testid="order-line">
            <Link to={href ?? `/productDetails?id=${l.goods_id}`} className="order-line__pic">
              <img src={l.image} alt={l.title} width={64} height={64} loading="lazy" />
            </Link>
            <div className="order-line__info">
              <Link
                to={href ?? `/productDetails?id=${l.goods_id}`}
                className="order-line__title"
                dir="auto"
                data-testid="order-line-title"
              >
                {l.title}
              </Link>
              {spec ? (
                <span className="order-line__spec" data-testid="order-line-spec">
                  {spec}
                </span>
              ) : null}
            </div>
            <span className="order-line__price">
              <bdi>{money(l.price)}</bdi> <bdi>× {l.number}</bdi>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
