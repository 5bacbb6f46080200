import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Empty, Pagination, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { dateTime } from "../../../lib/dates";
import { messagesApi, NOTICE_KINDS, type Notice, type NoticeKind } from "../api/messages-api";
import { noticeKeys, useNoticeCounts, useNoticeRead } from "../hooks";

function NoticeList({ kind, unread }: { kind: NoticeKind; unread: number }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: [...noticeKeys.all, kind, page, token],
    queryFn: () => messagesApi.list(kind, page),
    enabled: Boolean(token),
  });
  const markRead = useNoticeRead();
  const read = (n: Notice) => {
    if (!n.is_read) markRead.mutate({ id: n.id });
  };
  const readAll = () => markRead.mutate({ type: kind });

  if (!data) return <Skeleton active />;
  if (data.data.length === 0) return <Empty description={t("notices.empty")} />;
  return (
    <div className="notice-list" data-testid={`notice-list-${kind}`}>
      {unread > 0 && (
        <Button size="small" onClick={readAll} data-testid="notice-read-all">
          {t("notices.read_all")}
        </Button>
      )}
      <ul>
        {data.data.map((n) => (
          <li key={n.id} className={n.is_read ? "notice" : "notice notice--unread"}>
            <button type="button" className="notice__button" onClick={() => read(n)}>
              <span className="notice__head">
                {!n.is_read && <Badge status="error" aria-label={t("notices.unread")} />}
                <strong>{n.title}</strong>
                <time dateTime={new Date(n.createtime * 1000).toISOString()}>{dateTime(n.createtime)}</time>
              </span>
              <span className="notice__content">{n.content}</span>
            </button>
          </li>
        ))}
      </ul>
      {data.total > data.per_page && (
        <Pagination
          current={data.current_page}
          pageSize={data.per_page}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}

/** The messages page: logistics, interactions and system notices, each with its unread count. */
export function NoticeCenter() {
  const { t } = useTranslation();
  const counts = useNoticeCounts().data;
  const [kind, setKind] = useState<NoticeKind>("logistics");
  return (
    <Tabs
      activeKey={kind}
      onChange={(k) => setKind(k as NoticeKind)}
      destroyOnHidden
      items={NOTICE_KINDS.map((k) => ({
        key: k,
        label: (
          <Badge count={counts?.[k] ?? 0} size="small" offset={[8, -2]} data-testid={`notice-tab-${k}`}>
            <span>{t(`notices.kind_${k}`)}</span>
          </Badge>
        ),
        children: <NoticeList kind={k} unread={counts?.[k] ?? 0} />,
      }))}
    />
  );
}
