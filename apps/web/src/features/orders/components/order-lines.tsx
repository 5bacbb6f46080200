import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import type { OrderLine } from "../api/orders-api";

/** The line's specification as text ("Colour: Black, Size: M"). */
const specOf = (l: OrderLine) =>
  l.spec ??
  Object.entries(l.spec_values ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

/** The product lines of an order: picture, title, specification, price and number; each links to
 * `href` when given (the order's detail in the list), else to its product. */
export function OrderLines({ lines, href }: { lines: OrderLine[]; href?: string }) {
  const money = useMoney();
  return (
    <ul className="order-lines">
      {lines.map((l) => (
        <li key={`${l.goods_id}-${l.sku_id}`} className="order-line" data-testid="order-line">
          <Link to={href ?? `/productDetails?id=${l.goods_id}`} className="order-line__pic">
            <img src={l.image} alt={l.title} width={64} height={64} loading="lazy" />
          </Link>
          <div className="order-line__info">
            <Link to={href ?? `/productDetails?id=${l.goods_id}`} className="order-line__title">
              <bdi>{l.title}</bdi>
            </Link>
            {specOf(l) ? <span className="order-line__spec">{specOf(l)}</span> : null}
          </div>
          <span className="order-line__price">
            <bdi>{money(l.price)}</bdi> <bdi>× {l.number}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
