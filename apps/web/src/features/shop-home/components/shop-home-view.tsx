import { Card, Progress, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingState, ShopLoadFailed } from "../../../ui";
import type { ShopHome, ShopHomeFigures } from "../api/shop-home-api";
import { useShopHome } from "../hooks/use-shop-home";
import { DailyChart } from "./daily-chart";
import { count, usd } from "./format";

/** `/shop-store`'s body: the shop's figures, today and this month, 30 days, the level and the promotion. */
export function ShopHomeView() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useShopHome();
  if (isPending) return <LoadingState />;
  // inside the merchant frame, which answers a user without a shop before this page loads
  if (!data) return <ShopLoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <div className="shop-home">
      <StatCards home={data} />
      <div className="shop-home__periods">
        <Period title={t("shop_home.today")} figures={data.today} testId="home-today" />
        <Period title={t("shop_home.this_month")} figures={data.month} testId="home-month" />
      </div>
      <Card className="shop-home__card">
        <DailyChart days={data.days} />
      </Card>
      <div className="shop-home__periods">
        <LevelCard home={data} />
        <PromotedCard home={data} />
      </div>
    </div>
  );
}

function Stat({ label, value, testId, hint }: { label: string; value: ReactNode; testId: string; hint?: string }) {
  return (
    <Card size="small" className="shop-home__stat" data-testid={testId}>
      <div className="shop-home__stat-label">{label}</div>
      <div className="shop-home__stat-value">
        <bdi>{value}</bdi>
      </div>
      {hint ? <div className="shop-home__stat-hint">{hint}</div> : null}
    </Card>
  );
}

function StatCards({ home }: { home: ShopHome }) {
  const { t } = useTranslation();
  return (
    <section className="shop-home__stats" aria-label={t("shop_home.stats_label")}>
      <Stat label={t("shop_home.orders")} value={count(home.orders)} testId="home-stat-orders" />
      <Stat label={t("shop_home.goods_on_sale")} value={count(home.goods_on_sale)} testId="home-stat-goods" />
      <Stat
        label={t("shop_home.views")}
        value={count(home.views)}
        testId="home-stat-views"
        hint={t("shop_home.views_hint")}
      />
      <Stat
        label={t("shop_home.turnover")}
        value={usd(home.turnover)}
        testId="home-stat-turnover"
        hint={t("shop_home.turnover_hint")}
      />
      <Stat
        label={t("shop_home.to_settle")}
        value={usd(home.to_settle)}
        testId="home-stat-to-settle"
        hint={t("shop_home.to_settle_hint")}
      />
      <Stat
        label={t("shop_home.available")}
        value={usd(home.available)}
        testId="home-stat-available"
        hint={t("shop_home.available_hint")}
      />
    </section>
  );
}

function Period({ title, figures, testId }: { title: string; figures: ShopHomeFigures; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="shop-home__card" data-testid={testId}>
      <h2 className="shop-home__h2">{title}</h2>
      <dl className="shop-home__figures">
        <div>
          <dt>{t("shop_home.orders")}</dt>
          <dd data-testid={`${testId}-orders`}>{count(figures.orders)}</dd>
        </div>
        <div>
          <dt>{t("shop_home.turnover")}</dt>
          <dd data-testid={`${testId}-turnover`}>
            <bdi>{usd(figures.turnover)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("shop_home.views")}</dt>
          <dd data-testid={`${testId}-views`}>{count(figures.views)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function LevelCard({ home }: { home: ShopHome }) {
  const { t } = useTranslation();
  const l = home.level;
  return (
    <Card size="small" className="shop-home__card" data-testid="home-level">
      <div className="shop-home__level-head">
        <h2 className="shop-home__h2">{t("shop_home.level_title")}</h2>
        <Tag color="gold" data-testid="home-level-n">
          {t("shop_home.level_n", { n: l.level })}
        </Tag>
      </div>
      <ul className="shop-home__rights">
        <li>{t("shop_home.right_ratio", { n: l.profit_ratio })}</li>
        <li>{t("shop_home.right_impressions", { n: count(l.daily_impressions) })}</li>
        <li>
          {l.product_limit === null
            ? t("shop_home.right_products_unlimited")
            : t("shop_home.right_products", { n: count(l.product_limit) })}
        </li>
        <li>
          {l.price_cap === null ? t("shop_home.right_no_cap") : t("shop_home.right_cap", { amount: usd(l.price_cap) })}
        </li>
      </ul>
      <Typography.Paragraph type="secondary" className="shop-home__level-bond">
        {t("shop_home.bond_held", { amount: usd(home.bond) })}{" "}
        {home.next_level
          ? t("shop_home.next_level", { n: home.next_level.level, bond: usd(home.next_level.bond) })
          : t("shop_home.top_level")}
      </Typography.Paragraph>
      <Link to="/shop_bond" data-testid="home-level-link">
        {t("shop_home.to_bond")}
      </Link>
    </Card>
  );
}

function PromotedCard({ home }: { home: ShopHome }) {
  const { t } = useTranslation();
  const { today, quota } = home.promoted;
  return (
    <Card size="small" className="shop-home__card" data-testid="home-promoted">
      <h2 className="shop-home__h2">{t("shop_home.promoted_title")}</h2>
      <div className="shop-home__promoted-count">
        <bdi data-testid="home-promoted-count">
          {t("shop_home.promoted_count", { n: count(today), quota: count(quota) })}
        </bdi>
      </div>
      {quota > 0 ? (
        <Progress
          percent={Math.min(100, Math.round((today / quota) * 100))}
          showInfo={false}
          aria-label={t("shop_home.promoted_title")}
        />
      ) : null}
      <Typography.Paragraph type="secondary" className="shop-home__promoted-note">
        {quota > 0 ? t("shop_home.promoted_how") : t("shop_home.promoted_none")}
      </Typography.Paragraph>
    </Card>
  );
}
