import type { ChatMessage } from "@mp/contracts";
import { Button, Empty, Spin } from "antd";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { MessageBubble } from "./message-bubble";

/** scrolls to the end, marking the scroll event that follows as ours */
function scrollToEnd(el: HTMLDivElement, ours: { current: boolean }) {
  ours.current = true;
  el.scrollTop = el.scrollHeight;
}

/**
 * A conversation, older first. New messages scroll it to the end; paging back keeps the place
 * (the earlier page appears above what was shown).
 */
export function MessageThread({
  messages,
  isMine,
  more,
  loading,
  onOlder,
}: {
  messages: ChatMessage[];
  isMine: (m: ChatMessage) => boolean;
  more: boolean;
  loading: boolean;
  onOlder: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const last = useRef({ first: 0, count: 0, height: 0 });
  /** whether the reader is at the end: then growing content (pictures loading, new messages) keeps it there */
  const atEnd = useRef(true);
  /** scroll events caused by our own scrolling are not the reader moving away from the end */
  const ours = useRef(false);
  const firstId = messages[0]?.id ?? 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = last.current;
    if (prev.count && firstId !== prev.first && messages.length > prev.count) {
      // an earlier page was put on top: stay where the reader was
      el.scrollTop = el.scrollHeight - prev.height;
    } else {
      scrollToEnd(el, ours);
      atEnd.current = true;
    }
    last.current = { first: firstId, count: messages.length, height: el.scrollHeight };
  }, [messages, firstId]);
  useEffect(() => {
    const el = box.current;
    if (!el || !list.current) return;
    const keep = new ResizeObserver(() => {
      if (atEnd.current) scrollToEnd(el, ours);
      last.current.height = el.scrollHeight;
    });
    keep.observe(list.current);
    keep.observe(el);
    return () => keep.disconnect();
  }, []);
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    if (ours.current) {
      ours.current = false;
      return;
    }
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };
  return (
    <div className="chat-messages" ref={box} onScroll={onScroll} data-testid="chat-messages">
      {more ? (
        <div className="chat-messages__more">
          <Button size="small" onClick={() => void onOlder()} loading={loading} data-testid="chat-load-earlier">
            {t("chat.load_earlier")}
          </Button>
        </div>
      ) : null}
      {loading && messages.length === 0 ? <Spin className="chat-messages__spin" /> : null}
      {!loading && messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.no_messages")} />
      ) : null}
      <ol className="chat-messages__list" ref={list}>
        {messages.map((m) => (
          <MessageBubble key={m.id} m={m} mine={isMine(m)} time={dateTime(m.createtime)} />
        ))}
      </ol>
    </div>
  );
}
