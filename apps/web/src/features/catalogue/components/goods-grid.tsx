import type { GoodsCard } from "@mp/contracts";
import { Empty } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GoodsCardSkeleton, GoodsCardView } from "./goods-card";

interface Props<T extends GoodsCard> {
  items: T[] | undefined;
  loading: boolean;
  showSales?: boolean;
  skeletons?: number;
  empty?: ReactNode;
  /** an action under each card */
  extra?: (g: T) => ReactNode;
  testId?: string;
}

/** A responsive grid of product cards, with skeletons while loading and an empty state. */
export function GoodsGrid<T extends GoodsCard>({
  items,
  loading,
  showSales,
  skeletons = 10,
  empty,
  extra,
  testId,
}: Props<T>) {
  const { t } = useTranslation();
  if (loading && !items?.length) {
    return (
      <div className="goods-grid" data-testid={testId} aria-busy>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <GoodsCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!items?.length) {
    return (
      <div className="goods-grid__empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty ?? <Empty description={t("catalogue.no_goods")} />}
      </div>
    );
  }
  return (
    <div className="goods-grid" data-testid={testId}>
      {items.map((g) => (
        <GoodsCardView key={g.id} goods={g} showSales={showSales} extra={extra?.(g)} />
      ))}
    </div>
  );
}
