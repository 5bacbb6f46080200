import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Input, Rate, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { ordersApi, type ReviewItem } from "../api/orders-api";
import { ORDER_STATE } from "../lib/order-state";
import { ImageUploads } from "./image-uploads";
import { OrderLines } from "./order-lines";

/** `/order-commonet?id=`: stars, text and pictures for each product of a received order. */
export function ReviewForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useAppStore((s) => s.token);
  const q = useQuery({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id), enabled: id > 0 });
  const [items, setItems] = useState<Record<number, ReviewItem>>({});
  const [busy, setBusy] = useState(false);

  if (!id || q.isError)
    return (
      <Result status="404" title={t("orders.not_found")} extra={<Link to="/my-order">{t("orders.my_orders")}</Link>} />
    );
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const o = q.data;
  if (o.state !== ORDER_STATE.TO_REVIEW) {
    return (
      <Result
        status="info"
        title={t("orders.review_not_open")}
        extra={<Link to={`/order-detail?id=${o.id}`}>{t("orders.view_detail")}</Link>}
      />
    );
  }
  const goods = [...new Map(o.goods.map((g) => [g.goods_id, g])).values()];
  const item = (goodsId: number): ReviewItem =>
    items[goodsId] ?? { goods_id: goodsId, score: 5, content: "", images: [] };
  const set = (goodsId: number, patch: Partial<ReviewItem>) =>
    setItems((all) => ({ ...all, [goodsId]: { ...item(goodsId), ...patch } }));

  const submit = async () => {
    setBusy(true);
    try {
      await ordersApi.comment(
        o.id,
        goods.map((g) => item(g.goods_id)),
      );
      message.success(t("orders.review_done"));
      void client.invalidateQueries({ queryKey: ["orders"] });
      navigate("/my-order?tab=all");
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

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
      <Button type="primary" size="large" loading={busy} onClick={() => void submit()} data-testid="review-submit">
        {t("orders.review_submit")}
      </Button>
    </div>
  );
}
