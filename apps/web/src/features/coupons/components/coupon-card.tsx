import { Button, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { date } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import type { Coupon } from "../api/coupons-api";

const STATE_COLOR = { unclaimed: "default", unused: "green", used: "blue", expired: "default" } as const;

/** One coupon: what it takes off, on what condition, who issued it, until when; claim button when it can be claimed. */
export function CouponCard({ c, onClaim, busy }: { c: Coupon; onClaim?: (c: Coupon) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const value = c.kind === "discount" ? t("coupons.percent_off", { percent: c.discount }) : money(c.amount);
  const condition =
    c.kind === "instant" || c.threshold === "0.00"
      ? t("coupons.no_minimum")
      : t("coupons.over", { amount: money(c.threshold) });
  const dimmed = c.state === "used" || c.state === "expired";
  return (
    <li className={`coupon${dimmed ? " coupon--dim" : ""}`} data-testid={`coupon-${c.user_coupon_id ?? c.id}`}>
      <div className="coupon__value">
        <strong>
          <bdi>{value}</bdi>
        </strong>
        <span>{condition}</span>
      </div>
      <div className="coupon__body">
        <div className="coupon__title">
          <Tag color={c.issuer === "platform" ? "volcano" : "geekblue"}>
            {c.issuer === "platform" ? t("coupons.platform") : c.shop_name || t("coupons.shop")}
          </Tag>
          <span className="coupon__kind">{t(`coupons.kind_${c.kind}`)}</span>
        </div>
        <div className="coupon__name">
          <bdi>{c.name}</bdi>
        </div>
        {c.kind === "discount" && c.max_discount && (
          <div className="coupon__note">{t("coupons.max_off", { amount: money(c.max_discount) })}</div>
        )}
        <div className="coupon__note">{t("coupons.valid_until", { date: date(c.endtime) })}</div>
      </div>
      <div className="coupon__action">
        {onClaim && c.can_receive ? (
          <Button type="primary" danger loading={busy} onClick={() => onClaim(c)} data-testid={`coupon-claim-${c.id}`}>
            {t("coupons.claim")}
          </Button>
        ) : (
          <Tag color={STATE_COLOR[c.state]} data-testid="coupon-state">
            {c.state === "unclaimed"
              ? t("coupons.sold_out")
              : onClaim && c.state === "unused"
                ? t("coupons.state_claimed")
                : t(`coupons.state_${c.state}`)}
          </Tag>
        )}
      </div>
    </li>
  );
}
