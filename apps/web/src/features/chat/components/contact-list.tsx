import { CustomerServiceOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import type { ChatContact } from "@mp/contracts";
import { Avatar, Badge, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { recent } from "../../../lib/dates";
import { selectContact, useChatStore } from "../hooks/chat-store";

/** "[Picture]" for images, the goods tag for product cards, the order tag for orders, the text itself otherwise. */
export function usePreview() {
  const { t } = useTranslation();
  return (type: string, content: string) =>
    type === "img"
      ? t("chat.picture")
      : type === "goods"
        ? `${t("chat.goods_tag")} ${content}`
        : type === "order"
          ? `${t("chat.order_tag")} ${content}`
          : content;
}

/** The last message's time: "18:05" today, "30 Nov" before. */
const when = (seconds: number) => (seconds ? recent(seconds) : "");

function ContactRow({ c, active }: { c: ChatContact; active: boolean }) {
  const { t } = useTranslation();
  const preview = usePreview();
  const name = c.service ? t("chat.customer_service") : c.name;
  return (
    <li>
      <button
        type="button"
        className={`chat-contact${active ? " chat-contact--active" : ""}`}
        aria-current={active ? "true" : undefined}
        onClick={() => void selectContact(c.id)}
        data-testid={`chat-contact-${c.id}`}
      >
        <Badge count={c.count} size="small" data-testid={`chat-unread-${c.id}`}>
          <Avatar
            src={c.avatar || undefined}
            icon={c.service ? <CustomerServiceOutlined /> : c.shop_id ? <ShopOutlined /> : <UserOutlined />}
            alt=""
          />
        </Badge>
        <span className="chat-contact__body">
          {/* each line takes its own script's direction, so its ellipsis falls at that script's end */}
          <span className="chat-contact__name" dir="auto" data-testid="chat-contact-name">
            {name}
          </span>
          <span className="chat-contact__last" dir="auto">
            {c.type ? preview(c.type, c.content) : ""}
          </span>
        </span>
        <span className="chat-contact__time">{when(c.createtime)}</span>
      </button>
    </li>
  );
}

/** The chat list: customer service first, then contacts by their last message. */
export function ContactList() {
  const { t } = useTranslation();
  const contacts = useChatStore((s) => s.contacts);
  const activeId = useChatStore((s) => s.activeId);
  return (
    <nav className="chat-contacts" aria-label={t("chat.contacts")}>
      {contacts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.empty_contacts")} />
      ) : (
        <ul>
          {contacts.map((c) => (
            <ContactRow key={c.id} c={c} active={c.id === activeId} />
          ))}
        </ul>
      )}
    </nav>
  );
}
