import { UserOutlined } from "@ant-design/icons";
import type { GoodsDetail } from "@mp/contracts";
import { Avatar, Empty, Image, Pagination, Rate, Skeleton } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { date, decimal1 } from "../../../lib/dates";
import { useComments } from "../hooks/use-goods";
import { formatCount } from "./goods-card";

/** Average stars, durability and the paged comments of a product. */
export function ReviewsPanel({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useComments(goods.id, page);
  const average = Number(goods.rating.average) || 0;
  const durability = goods.rating.durability === null ? null : Number(goods.rating.durability);
  return (
    <div className="reviews" data-testid="reviews">
      <div className="reviews__summary">
        <div className="reviews__score">
          <span className="reviews__average" data-testid="reviews-average">
            {decimal1(average)}
          </span>
          <Rate disabled allowHalf value={Math.round(average * 2) / 2} aria-label={t("catalogue.stars")} />
          <span className="reviews__count">{t("catalogue.reviews_count", { n: formatCount(goods.rating.count) })}</span>
        </div>
        {durability !== null && !Number.isNaN(durability) ? (
          <div className="reviews__score">
            <span className="detail-row__label">{t("catalogue.durability")}</span>
            <Rate disabled allowHalf value={Math.round(durability * 2) / 2} aria-label={t("catalogue.durability")} />
            <span>{decimal1(durability)}</span>
          </div>
        ) : null}
      </div>
      {q.isPending ? <Skeleton active avatar paragraph={{ rows: 3 }} /> : null}
      {!q.isPending && !q.data?.data.length ? <Empty description={t("catalogue.no_reviews")} /> : null}
      <ul className="reviews__list">
        {q.data?.data.map((r) => (
          <li key={r.id} className="review" data-testid="review">
            <Avatar src={r.user.avatar || undefined} icon={<UserOutlined />} alt="" />
            <div className="review__body">
              <div className="review__head">
                <strong dir="auto">{r.user.nickname}</strong>
                <Rate disabled value={r.stars} className="review__stars" aria-label={t("catalogue.stars")} />
                <time dateTime={dayjs.unix(r.createtime).toISOString()} className="review__time">
                  {date(r.createtime)}
                </time>
              </div>
              {r.durability !== null ? (
                <span className="review__durability">
                  {t("catalogue.durability")}: {r.durability}/5
                </span>
              ) : null}
              <p className="review__text" dir="auto">
                {r.content}
              </p>
              {r.images.length ? (
                <Image.PreviewGroup>
                  <div className="review__images">
                    {r.images.map((src) => (
                      <Image key={src} src={src} width={72} height={72} alt="" />
                    ))}
                  </div>
                </Image.PreviewGroup>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {(q.data?.last_page ?? 1) > 1 ? (
        <Pagination
          className="listing__pages"
          current={page}
          pageSize={q.data?.per_page}
          total={q.data?.total}
          showSizeChanger={false}
          onChange={setPage}
          data-testid="reviews-pagination"
        />
      ) : null}
    </div>
  );
}
