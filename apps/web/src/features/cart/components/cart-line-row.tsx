import { DeleteOutlined } from "@ant-design/icons";
import { Button, Checkbox, InputNumber } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { lineSpec } from "../../../lib/spec-words";
import { useFeedback } from "../../../ui/app-feedback";
import type { CartLine } from "../api/cart-api";
import { useCartActions } from "../hooks/use-cart";
import { lineTotal } from "../lib/cart-math";

/** One cart line: select, picture, title and specification, price, quantity within stock, remove. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const money = useMoney();
  const { setNumber, select, remove } = useCartActions();
  const max = Math.max(1, line.stock);
  const soldOut = line.stock < 1;
  const spec = lineSpec(t, line.spec_values, line.spec);
  // typed numbers are sent when the field is left (or Enter); the arrows send at once
  const [draft, setDraft] = useState(line.number);
  useEffect(() => setDraft(line.number), [line.number]);
  const commit = (v: number) => {
    const n = Math.min(Math.max(1, Math.trunc(v) || 1), max);
    setDraft(n);
    if (n !== line.number) setNumber.mutate({ id: line.id, number: n }, { onError: () => setDraft(line.number) });
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t("cart.remove_title"),
      content: line.goods.title,
      okText: t("cart.remove"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "cart-remove-confirm" },
      onOk: () => remove.mutateAsync([line.id]),
    });

  return (
    <li className="cart-line" data-testid="cart-line" data-goods-id={line.goods_id} data-line-id={line.id}>
      <Checkbox
        checked={line.checked}
        disabled={soldOut}
        onChange={(e) => select.mutate({ ids: [line.id], checked: e.target.checked })}
        aria-label={t("cart.select_line", { title: line.goods.title })}
        data-testid="cart-line-check"
      />
      <Link to={`/productDetails?id=${line.goods_id}`} className="cart-line__pic">
        <img src={line.goods.image} alt={line.goods.title} width={80} height={80} loading="lazy" />
      </Link>
      <div className="cart-line__info">
        <Link
          to={`/productDetails?id=${line.goods_id}`}
          className="cart-line__title"
          dir="auto"
          data-testid="cart-line-title"
        >
          {line.goods.title}
        </Link>
        {spec ? (
          <span className="cart-line__spec" data-testid="cart-line-spec">
            {spec}
          </span>
        ) : null}
        {soldOut ? <span className="cart-line__warn">{t("cart.sold_out")}</span> : null}
      </div>
      <bdi className="cart-line__price">{money(line.price)}</bdi>
      <InputNumber
        className="cart-line__qty"
        min={1}
        max={max}
        precision={0}
        value={draft}
        disabled={soldOut}
        onChange={(v) => setDraft(Number(v) || 1)}
        onStep={(v) => commit(Number(v))}
        onBlur={() => commit(draft)}
        onPressEnter={() => commit(draft)}
        aria-label={t("cart.quantity")}
        data-testid="cart-line-qty"
      />
      <bdi className="cart-line__total" data-testid="cart-line-total">
        {money(lineTotal(line))}
      </bdi>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        onClick={confirmRemove}
        aria-label={t("cart.remove")}
        data-testid="cart-line-remove"
      />
    </li>
  );
}
