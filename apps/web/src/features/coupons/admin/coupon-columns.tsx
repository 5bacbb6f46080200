import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { date } from "../../../lib/dates";
import { usd } from "../../../lib/money";
import { Amount } from "../../../ui";
import type { Coupon } from "../api/coupons-api";

/**
 * The issued coupons' columns: issuer, kind, value, threshold, what is left and the period. Every
 * column has a width (their sum is the desk's scrollX), so the table scrolls inside its card
 * instead of running past it.
 */
export function couponColumns(t: TFunction): ColumnsType<Coupon> {
  const value = (c: Coupon) =>
    c.kind === "discount" ? t("coupons.percent_off", { percent: c.discount }) : usd(c.amount);
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 60 },
    {
      title: t("coupons.admin_name"),
      dataIndex: "name",
      width: 170,
      ellipsis: true,
      render: (v: string) => <bdi>{v}</bdi>,
    },
    {
      title: t("coupons.admin_issuer"),
      key: "issuer",
      width: 140,
      ellipsis: true,
      render: (_: unknown, c) =>
        c.issuer === "platform" ? <Tag color="volcano">{t("coupons.platform")}</Tag> : <Tag>{c.shop_name}</Tag>,
    },
    { title: t("coupons.admin_kind"), dataIndex: "kind", width: 130, render: (k: string) => t(`coupons.kind_${k}`) },
    {
      title: t("coupons.admin_value"),
      key: "value",
      width: 90,
      render: (_: unknown, c) => <Amount>{value(c)}</Amount>,
    },
    {
      title: t("coupons.admin_threshold"),
      dataIndex: "threshold",
      width: 110,
      render: (v: string) => <Amount>{usd(v)}</Amount>,
    },
    {
      title: t("coupons.admin_remaining"),
      key: "remaining",
      width: 90,
      render: (_: unknown, c) => `${c.remaining} / ${c.total}`,
    },
    {
      title: t("coupons.admin_period"),
      key: "period",
      width: 190,
      render: (_: unknown, c) => `${date(c.starttime)} – ${date(c.endtime)}`,
    },
  ];
}
