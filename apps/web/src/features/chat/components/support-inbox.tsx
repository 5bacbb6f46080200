import { UserOutlined } from "@ant-design/icons";
import type { ChatMessage } from "@mp/contracts/constants";
import { SUPPORT_CONTACT_ID } from "@mp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { Avatar, Badge, Button, Empty, Segmented, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { shortDateTime as threadTime } from "../../../lib/dates";
import { type SupportFilter, type SupportThread, supportApi } from "../api/chat-api";
import { useSupportInbox } from "../hooks/use-support-inbox";
import { Composer } from "./composer";
import { usePreview } from "./contact-list";
import { MessageThread } from "./message-thread";

const FILTERS: SupportFilter[] = ["all", "waiting", "mine", "unassigned"];

function ThreadRow({ r, active, onOpen }: { r: SupportThread; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const preview = usePreview();
  return (
    <li>
      <button
        type="button"
        className={`chat-contact${active ? " chat-contact--active" : ""}`}
        aria-current={active ? "true" : undefined}
        onClick={onOpen}
        data-testid={`support-thread-${r.user_id}`}
      >
        <Badge count={r.unread} size="small">
          <Avatar src={r.avatar || undefined} icon={<UserOutlined />} alt="" />
        </Badge>
        <span className="chat-contact__body">
          <span className="chat-contact__name" dir="auto">
            {r.name}
          </span>
          <span className="chat-contact__last" dir="auto">
            {preview(r.type, r.content)}
          </span>
          <span className="chat-contact__last">
            {r.assigned_name ? t("support.assigned_to", { name: r.assigned_name }) : t("support.unassigned")}
          </span>
        </span>
        <span className="chat-contact__time">{threadTime(r.createtime)}</span>
      </button>
    </li>
  );
}

/** The staff console's customer-service inbox: queue, assignment, history and answers. */
export function SupportInbox({ staffId, isAdmin }: { staffId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SupportFilter>("all");
  const inbox = useSupportInbox(filter);
  const staff = useQuery({ queryKey: ["support-staff"], queryFn: supportApi.staff, enabled: isAdmin });
  const rows = inbox.queue.data?.data ?? [];
  const open = rows.find((r) => r.user_id === inbox.userId);
  const mineOrFree = !open?.assigned_staff_id || open.assigned_staff_id === staffId || isAdmin;
  const isMine = (m: ChatMessage) => m.form.id === SUPPORT_CONTACT_ID;
  return (
    <div className="support-inbox" data-testid="support-inbox">
      <div className="support-inbox__queue" data-testid="support-queue">
        <div className="support-inbox__filters">
          <Segmented
            block
            size="small"
            value={filter}
            onChange={(v) => setFilter(v as SupportFilter)}
            options={FILTERS.map((f) => ({ value: f, label: t(`support.filter_${f}`) }))}
          />
        </div>
        <nav className="chat-contacts" aria-label={t("support.title")}>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("support.empty")} />
          ) : (
            <ul>
              {rows.map((r) => (
                <ThreadRow
                  key={r.user_id}
                  r={r}
                  active={r.user_id === inbox.userId}
                  onOpen={() => void inbox.open(r.user_id)}
                />
              ))}
            </ul>
          )}
        </nav>
      </div>
      {inbox.userId === null ? (
        <div className="chat-thread chat-thread--empty">{t("support.pick")}</div>
      ) : (
        <section className="chat-thread" data-testid="support-thread">
          <header className="chat-thread__head">
            <Typography.Text strong className="chat-thread__name" data-testid="support-thread-name">
              <bdi>{open?.name ?? t("support.user", { id: inbox.userId })}</bdi>
            </Typography.Text>
            {open?.assigned_name ? <Tag>{t("support.assigned_to", { name: open.assigned_name })}</Tag> : null}
            <div className="support-inbox__tools">
              {open && open.assigned_staff_id !== staffId ? (
                <Button size="small" onClick={() => void inbox.assign()} data-testid="support-take">
                  {t("support.take")}
                </Button>
              ) : null}
              {isAdmin ? (
                <Select
                  size="small"
                  style={{ minWidth: 160 }}
                  placeholder={t("support.assign_to")}
                  aria-label={t("support.assign_to")}
                  value={open?.assigned_staff_id ?? undefined}
                  options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  onChange={(v: number) => void inbox.assign(v)}
                />
              ) : null}
            </div>
          </header>
          <MessageThread
            key={inbox.userId}
            messages={inbox.messages}
            isMine={isMine}
            more={inbox.more}
            loading={inbox.loading}
            onOlder={inbox.older}
          />
          {mineOrFree ? <Composer onText={inbox.send} placeholder={t("support.reply_placeholder")} /> : null}
        </section>
      )}
    </div>
  );
}
