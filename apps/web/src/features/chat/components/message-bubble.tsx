import type { ChatMessage } from "@mp/contracts";
import { Image } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";

type TextContent = { text?: string; key?: string; shop?: string };
type GoodsContent = { id: number; title: string; image: string; price: string };

/** One message: text always as text (never HTML), a picture, or a product card. */
export function MessageBody({ m }: { m: ChatMessage }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (m.message.type === "img") {
    const c = m.message.content as { url: string };
    return <Image src={c.url} width={180} alt={t("chat.image_alt")} className="chat-bubble__img" />;
  }
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
