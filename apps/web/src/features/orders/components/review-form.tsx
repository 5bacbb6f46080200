import { Button, Card, Input, Rate, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useReview } from "../hooks/use-review";
import { ORDER_STATE } from "../lib/order-state";
import { ImageUploads } from "./image-uploads";
import { OrderLines } from "./order-lines";

/** `/order-commonet?id=`: stars, text and pictures for each product of a received order. */
export function ReviewForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { missing, order: o, goods, item, set, submit, busy } = useReview(id);

  if (missing)
    return (
      <Result status="404" title={t("orders.not_found")} extra={<Link to="/my-order">{t("orders.my_orders")}</Link>} />
    );
  if (!o) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (o.state !== ORDER_STATE.TO_REVIEW) {
    return (
      <Result
        status="info"
        title={t("orders.review_not_open")}
        extra={<Link to={`/order-detail?id=${o.id}`}>{t("orders.view_detail")}</Link>}
      />
    );
  }

  return (
    <div className="review" data-testid="review-form">
      {goods.map((g) => (
        <Card key={g.goods_id} className="review__item">
          <OrderLines lines={[g]} />
          <div className="review__stars">
            <span>{t("orders.review_score")}</span>
            <Rate
              value={item(g.goods_id).score}
              onChange={(v) => set(g.goods_id, { score: Math.max(1, v) })}
              data-testid="review-stars"
            />
          </div>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t("orders.review_placeholder")}
            value={item(g.goods_id).content}
            onChange={(e) => set(g.goods_id, { content: e.target.value })}
            data-testid="review-text"
          />
          <ImageUploads max={6} onChange={(images) => set(g.goods_id, { images })} testId="review-images" />
        </Card>
      ))}
      <Button type="primary" size="large" loading={busy} onClick={submit} data-testid="review-submit">
        {t("orders.review_submit")}
      </Button>
    </div>
  );
}
