import {
  ArrowLeftOutlined,
  CloseOutlined,
  CustomerServiceOutlined,
  PaperClipOutlined,
  SendOutlined,
} from "@ant-design/icons";
import { type ChatMessage, SUPPORT_CONTACT_ID } from "@mp/contracts/constants";
import { Button, Grid, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";
import { sendImage, sendOfferedGoods, sendWithAttachment } from "../hooks/chat-send";
import { closeChat, loadOlder, useChatStore } from "../hooks/chat-store";
import { Composer } from "./composer";
import { ContactList } from "./contact-list";
import { MessageThread } from "./message-thread";

const EMPTY: ChatMessage[] = [];
/** full screen on a phone: no rounded frame, no padding around the window */
const PHONE_STYLES = {
  container: { padding: 0, borderRadius: 0, minHeight: "100dvh" },
  header: { padding: "14px 16px", margin: 0 },
};

function OfferedGoodsBar() {
  const { t } = useTranslation();
  const money = useMoney();
  const offered = useChatStore((s) => s.offered);
  if (!offered) return null;
  return (
    <div className="chat-offer" data-testid="chat-offer">
      <img src={offered.image} alt="" width={48} height={48} />
      <span className="chat-offer__title">
        <bdi>{offered.title}</bdi>
        <span className="chat-goods__price">{money(offered.price)}</span>
      </span>
      <Button
        size="small"
        icon={<SendOutlined />}
        onClick={() => void sendOfferedGoods()}
        data-testid="chat-send-goods"
      >
        {t("chat.send_goods")}
      </Button>
      <Button size="small" type="text" onClick={() => useChatStore.setState({ offered: null })}>
        {t("chat.dismiss")}
      </Button>
    </div>
  );
}

/** The order attached to the next message ("Contact buyer"): it goes, as a card, when the user sends. */
function AttachedOrderBar() {
  const { t } = useTranslation();
  const money = useMoney();
  const order = useChatStore((s) => (s.attached && s.attached.contactId === s.activeId ? s.attached.order : null));
  if (!order) return null;
  return (
    <div className="chat-offer" data-testid="chat-attached-order">
      <PaperClipOutlined aria-hidden />
      {order.image ? <img src={order.image} alt="" width={48} height={48} /> : null}
      <span className="chat-offer__title">
        <span>{t("chat.order_no", { no: order.order_no })}</span>
        <span className="chat-offer__note">
          <bdi>{order.title}</bdi> · {t("chat.order_items", { n: order.number })} · <bdi>{money(order.pay)}</bdi>
        </span>
        <span className="chat-offer__note">{t("chat.order_attached")}</span>
      </span>
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={t("chat.order_remove")}
        title={t("chat.order_remove")}
        onClick={() => useChatStore.setState({ attached: null })}
        data-testid="chat-attached-order-remove"
      />
    </div>
  );
}

function Conversation({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  const me = useAppStore((s) => s.userData?.user_id);
  const activeId = useChatStore((s) => s.activeId);
  const contact = useChatStore((s) => s.contacts.find((c) => c.id === s.activeId));
  const messages = useChatStore((s) => (s.activeId === null ? EMPTY : (s.messages[s.activeId] ?? EMPTY)));
  const more = useChatStore((s) => (s.activeId === null ? false : Boolean(s.more[s.activeId])));
  const loading = useChatStore((s) => s.loading);
  const attachment = useChatStore((s) => s.attached !== null && s.attached.contactId === s.activeId);
  if (activeId === null) {
    return <div className="chat-thread chat-thread--empty">{t("chat.pick_contact")}</div>;
  }
  const service = activeId === SUPPORT_CONTACT_ID;
  const isMine = (m: ChatMessage) => (service ? m.form.id !== SUPPORT_CONTACT_ID : m.form.id === me);
  // the name shown in the header, also for the region's name (customer service in the reader's language)
  const name = service ? t("chat.customer_service") : contact?.name;
  return (
    <section className="chat-thread" aria-label={name} data-testid="chat-thread">
      <header className="chat-thread__head">
        {onBack ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined className="flip-rtl" />}
            onClick={onBack}
            aria-label={t("chat.back")}
          />
        ) : null}
        {service ? <CustomerServiceOutlined /> : null}
        <Typography.Text strong className="chat-thread__name" data-testid="chat-thread-name">
          <bdi>{name}</bdi>
        </Typography.Text>
        {contact?.online ? <span className="chat-thread__online">{t("chat.online")}</span> : null}
      </header>
      <MessageThread
        key={activeId}
        messages={messages}
        isMine={isMine}
        more={more}
        loading={loading}
        onOlder={loadOlder}
      />
      <OfferedGoodsBar />
      <AttachedOrderBar />
      <Composer onText={sendWithAttachment} onImage={sendImage} attachment={attachment} />
    </section>
  );
}

/** The chat window (docs/product.md#screens): 1000x660 on a desktop, the whole screen on a phone. */
export function ChatWindow() {
  const { t } = useTranslation();
  const open = useChatStore((s) => s.open);
  const activeId = useChatStore((s) => s.activeId);
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const showThread = !phone || activeId !== null;
  return (
    <Modal
      open={open}
      onCancel={closeChat}
      footer={null}
      width={phone ? "100%" : 1000}
      centered={!phone}
      title={t("chat.title")}
      className={`chat-modal${phone ? " chat-modal--phone" : ""}`}
      styles={phone ? PHONE_STYLES : undefined}
      destroyOnHidden
    >
      <div className={`chat${phone ? " chat--phone" : ""}`} data-testid="chat-window">
        {!phone || activeId === null ? <ContactList /> : null}
        {showThread ? (
          <Conversation onBack={phone ? () => useChatStore.setState({ activeId: null }) : undefined} />
        ) : null}
      </div>
    </Modal>
  );
}
