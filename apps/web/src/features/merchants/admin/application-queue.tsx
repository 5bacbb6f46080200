import { APPLY_STATES } from "@mp/contracts/constants";
import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type ShopApplication, shopReviewApi } from "../api/merchants-api";
import { applicationColumns } from "./application-columns";
import { ApplicationDialog } from "./application-dialog";

type Filter = (typeof APPLY_STATES)[number] | "all";

const isoTime = (s: number | null) => (s ? new Date(s * 1000).toISOString().slice(0, 16).replace("T", " ") : "");

/** The operators' shop review: applications by state (under review first), one opened at a time. */
export function ApplicationQueue() {
  const { t } = useTranslation();
  const [state, setState] = useState<Filter>(2);
  const [open, setOpen] = useState<ShopApplication | null>(null);
  const list = usePagedQuery(["shop-applications", state], (page) =>
    shopReviewApi.applications(page, state === "all" ? undefined : state),
  );
  const keys: Filter[] = [...APPLY_STATES, "all"];
  return (
    <div data-testid="shop-applications">
      <Tabs
        activeKey={String(state)}
        onChange={(k) => setState(k === "all" ? "all" : (Number(k) as Filter))}
        items={keys.map((k) => ({
          key: String(k),
          label: (
            <span data-testid={`shop-apply-tab-${k}`}>{t(k === "all" ? "finance.all" : `merchants.state_${k}`)}</span>
          ),
        }))}
      />
      <PagedTable<ShopApplication>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={applicationColumns(t, setOpen)}
        scrollX={1110}
        label={t("merchants.console_title")}
        csv={{
          filename: "shop-applications",
          load: (page) => shopReviewApi.applications(page, state === "all" ? undefined : state, 100),
          columns: [
            { title: "id", value: (a) => a.id },
            { title: "user_id", value: (a) => a.user_id },
            { title: "state", value: (a) => t(`merchants.state_${a.state}`) },
            { title: "store_type", value: (a) => a.store_type },
            { title: "shop_name", value: (a) => a.shopname },
            { title: "applicant", value: (a) => a.name },
            { title: "email", value: (a) => a.email },
            { title: "nationality", value: (a) => a.nationality },
            { title: "city", value: (a) => a.city },
            { title: "reason", value: (a) => a.reason },
            { title: "shop_id", value: (a) => a.shop_id },
            { title: "applied", value: (a) => isoTime(a.createtime) },
            { title: "reviewed", value: (a) => isoTime(a.reviewtime) },
            { title: "user_nickname", value: (a) => a.user_nickname },
            { title: "user_email", value: (a) => a.user_email },
          ],
        }}
      />
      {open && <ApplicationDialog app={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
