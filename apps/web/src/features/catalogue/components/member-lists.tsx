import { ClockCircleOutlined, DeleteOutlined, HeartFilled } from "@ant-design/icons";
import type { Page } from "@mp/contracts";
import { Button, Empty, Pagination, Skeleton } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { date } from "../../../lib/dates";
import { useFeedback } from "../../../ui/app-feedback";
import { useCollect } from "../hooks/use-goods";
import { useClearHistory, useCollectGoods, useCollectShops, useHistory } from "../hooks/use-member-lists";
import { GoodsGrid } from "./goods-grid";
import { FollowButton, ShopCardView } from "./shop-card";

function EmptyList({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Empty description={text} data-testid={testId}>
      <Link to="/">{t("catalogue.go_shopping")}</Link>
    </Empty>
  );
}

function Pages<T>({ data, onChange }: { data: Page<T> | undefined; onChange: (p: number) => void }) {
  if (!data || data.last_page <= 1) return null;
  return (
    <Pagination
      className="listing__pages"
      current={data.current_page}
      pageSize={data.per_page}
      total={data.total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}

/** Favourite products with an unfavourite action under each. */
export function CollectGoodsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useCollectGoods(page);
  const collect = useCollect();
  return (
    <>
      <GoodsGrid
        items={q.data?.data}
        loading={q.isPending}
        testId="collect-goods"
        empty={<EmptyList text={t("catalogue.no_favourites")} testId="collect-goods-empty" />}
        extra={(g) => (
          <Button
            size="small"
            type="text"
            icon={<HeartFilled />}
            danger
            loading={collect.isPending && collect.variables?.id === g.id}
            onClick={() => collect.mutate({ id: g.id, collect: false })}
            data-testid="unfavourite"
          >
            {t("catalogue.unfavourite")}
          </Button>
        )}
      />
      <Pages data={q.data} onChange={setPage} />
    </>
  );
}

/** Followed shops, each with its unfollow button. */
export function CollectShopList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useCollectShops(page);
  if (q.isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (!q.data?.data.length) return <EmptyList text={t("catalogue.no_followed_shops")} testId="collect-shop-empty" />;
  return (
    <>
      <div className="shop-list" data-testid="collect-shop">
        {q.data.data.map((s) => (
          <ShopCardView key={s.id} shop={s} extra={<FollowButton shopId={s.id} following size="small" />} />
        ))}
      </div>
      <Pages data={q.data} onChange={setPage} />
    </>
  );
}

/** Browsing history: remove one, or clear all after a confirmation. */
export function HistoryList({ title }: { title: ReactNode }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [page, setPage] = useState(1);
  const q = useHistory(page);
  const clear = useClearHistory();
  const hasItems = Boolean(q.data?.data.length);
  const confirmClear = () =>
    modal.confirm({
      type: "warning",
      title: t("catalogue.clear_history_title"),
      content: t("catalogue.clear_history_text"),
      okText: t("catalogue.clear_all"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "clear-history-confirm" },
      onOk: () => clear.mutateAsync(undefined).then(() => setPage(1)),
    });
  return (
    <>
      <div className="page-head">
        {title}
        {hasItems ? (
          <Button icon={<DeleteOutlined />} onClick={confirmClear} data-testid="clear-history">
            {t("catalogue.clear_all")}
          </Button>
        ) : null}
      </div>
      <GoodsGrid
        items={q.data?.data}
        loading={q.isPending}
        testId="history"
        empty={<EmptyList text={t("catalogue.no_history")} testId="history-empty" />}
        extra={(g) => (
          <span className="history-extra">
            <span className="history-extra__time">
              <ClockCircleOutlined /> {date(g.viewtime)}
            </span>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t("catalogue.remove")}
              loading={clear.isPending && clear.variables === g.id}
              onClick={() => clear.mutate(g.id)}
              data-testid="history-remove"
            />
          </span>
        )}
      />
      <Pages data={q.data} onChange={setPage} />
    </>
  );
}
