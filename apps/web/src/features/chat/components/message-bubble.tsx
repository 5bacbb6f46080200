import type { ChatMessage, ChatOrderCard } from "@mp/contracts";
import { Image } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";

type TextContent = { text?: string; key?: string; shop?: string };
type GoodsContent = { id: number; title: string; image: string; price: string };

/** An order's card: the buyer's link opens their order, the shop owner's the shop's view of it. */
function OrderCard({ c }: { c: ChatOrderCard }) {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useAppStore((s) => s.userData);
  const href =
    me?.user_id === c.buyer_id
      ? `/order-detail?id=${c.id}`
      : me?.shop?.id === c.shop_id
        ? `/order_stay_detail?id=${c.id}`
        : null;
  const body = (
    <>
      {c.image ? <img src={c.image} alt="" width={64} height={64} /> : null}
      <span className="chat-goods__body">
        <span className="chat-order__no">{t("chat.order_no", { no: c.order_no })}</span>
        <span className="chat-goods__title" dir="auto">
          {c.title}
        </span>
        {c.lines > 1 ? (
          <span className="chat-order__note">{t("chat.order_more_lines", { n: c.lines - 1 })}</span>
        ) : null}
        <span className="chat-order__note">
          {t("chat.order_items", { n: c.number })} · <bdi className="chat-goods__price">{money(c.pay)}</bdi>
        </span>
      </span>
    </>
  );
  return href ? (
    <Link to={href} className="chat-goods" data-testid="chat-order-card">
      {body}
    </Link>
  ) : (
    <span className="chat-goods" data-testid="chat-order-card">
      {body}
    </span>
  );
}

/** One message: text always as text (never HTML), a picture, a product card or an order's card. */
export function MessageBody({ m }: { m: ChatMessage }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (m.message.type === "img") {
    const c = m.message.content as { url: string };
    return <Image src={c.url} width={180} alt={t("chat.image_alt")} className="chat-bubble__img" />;
  }
  if (m.message.type === "order") return <OrderCard c={m.message.content as ChatOrderCard} />;
  if (m.message.type === "goods") {
    const g = m.message.content as GoodsContent;
    return (
      <Link to={`/productDetails?id=${g.id}`} className="chat-goods" data-testid="chat-goods-card">
        <img src={g.image} alt="" width={64} height={64} />
        <span className="chat-goods__body">
          <span className="chat-goods__title" dir="auto">
            {g.title}
          </span>
          <span className="chat-goods__price">{money(g.price)}</span>
        </span>
      </Link>
    );
  }
  const c = m.message.content as TextContent;
  // the shop's name is isolated (FSI ... PDI) so an English name keeps its "!" out of an Arabic sentence
  const text = c.key === "welcome" && c.shop ? t("chat.welcome", { shop: `\u2068${c.shop}\u2069` }) : (c.text ?? "");
  return (
    <p className="chat-bubble__text" dir="auto" data-testid="chat-text">
      {text}
    </p>
  );
}

export function MessageBubble({ m, mine, time }: { m: ChatMessage; mine: boolean; time: string }) {
  return (
    <li className={`chat-bubble${mine ? " chat-bubble--mine" : ""}`} data-testid="chat-message" data-id={m.id}>
      <div className="chat-bubble__box">
        <MessageBody m={m} />
      </div>
      <time className="chat-bubble__time" dir="ltr">
        {time}
      </time>
    </li>
  );
}
