import { FireOutlined, GiftOutlined, LikeOutlined, ReloadOutlined, RightOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHomeBlocks, useRecommended } from "../hooks/use-home";
import { GoodsGrid } from "./goods-grid";

interface SectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled home section with an action link on the end side. */
export function HomeSection({ id, title, icon, action, children }: SectionProps) {
  return (
    <section className="home-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="home-section__head">
        <h2 className="home-section__title" id={`${id}-title`}>
          {icon} {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

function NextLink({
  testId,
  busy,
  onClick,
  label,
}: {
  testId: string;
  busy: boolean;
  onClick: () => void;
  label: string;
}) {
  return (
    <Button type="link" onClick={onClick} loading={busy} data-testid={testId} className="home-section__action">
      {label} <RightOutlined className="flip-rtl" />
    </Button>
  );
}

/** The new-products and hot-selling blocks; each 'Next' link shows the next ten of its list. */
export function HomeBlocks() {
  const { t } = useTranslation();
  const [newPage, setNewPage] = useState(1);
  const [hotPage, setHotPage] = useState(1);
  const fresh = useHomeBlocks(newPage);
  const hot = useHomeBlocks(hotPage);
  return (
    <>
      <HomeSection
        id="home-new"
        title={t("catalogue.new_products")}
        icon={<GiftOutlined />}
        action={
          <NextLink
            testId="home-new-next"
            busy={fresh.isFetching}
            onClick={() => setNewPage((p) => p + 1)}
            label={t("catalogue.next")}
          />
        }
      >
        <GoodsGrid items={fresh.data?.list} loading={fresh.isPending} showSales testId="home-new-grid" />
      </HomeSection>
      <HomeSection
        id="home-hot"
        title={t("catalogue.hot_selling")}
        icon={<FireOutlined />}
        action={
          <NextLink
            testId="home-hot-next"
            busy={hot.isFetching}
            onClick={() => setHotPage((p) => p + 1)}
            label={t("catalogue.next")}
          />
        }
      >
        <GoodsGrid items={hot.data?.list2} loading={hot.isPending} testId="home-hot-grid" />
      </HomeSection>
    </>
  );
}

/** The 'Recommended' list with its own refresh. */
export function RecommendedSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useRecommended(page);
  return (
    <HomeSection
      id="home-recommended"
      title={t("catalogue.recommended")}
      icon={<LikeOutlined />}
      action={
        <Button
          type="link"
          icon={<ReloadOutlined spin={q.isFetching && !q.isPending} />}
          onClick={() => setPage((p) => p + 1)}
          data-testid="home-recommended-refresh"
          className="home-section__action"
        >
          {t("catalogue.refresh")}
        </Button>
      }
    >
      <GoodsGrid items={q.data} loading={q.isPending} testId="home-recommended-grid" />
    </HomeSection>
  );
}
