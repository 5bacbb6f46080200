import type { AdminBanner } from "@mp/contracts";
import { Button, Card, Image, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { PagedTable, pagedTableProps, useApiMutation, usePagedQuery, whenSettled } from "../../../ui";
import { contentAdminApi } from "../api/content-admin-api";
import { BannerDialog } from "./banner-dialog";

const when = (s: number | null) => (s ? dateTime(s) : "");

/** The home banners: a list with thumbnails, add, edit, delete (operators). */
export function BannerDesk() {
  const { t } = useTranslation();
  const list = usePagedQuery(["admin-banners"], (page) => contentAdminApi.banners(page));
  const [open, setOpen] = useState<AdminBanner | "new" | null>(null);
  const del = useApiMutation(contentAdminApi.delBanner, { invalidate: [["admin-banners"]] });
  const now = Date.now() / 1000;
  const state = (b: AdminBanner) =>
    !b.enabled
      ? ["default", t("contentAdmin.state_off")]
      : b.ends_at && b.ends_at <= now
        ? ["default", t("contentAdmin.state_over")]
        : b.starts_at && b.starts_at > now
          ? ["blue", t("contentAdmin.state_scheduled")]
          : ["green", t("contentAdmin.state_live")];
  const dates = (b: AdminBanner) =>
    b.starts_at || b.ends_at ? `${when(b.starts_at) || "…"} – ${when(b.ends_at) || "…"}` : t("contentAdmin.always");
  return (
    <Card
      title={t("contentAdmin.banners")}
      extra={
        <Button type="primary" onClick={() => setOpen("new")} data-testid="banner-add">
          {t("contentAdmin.banner_add")}
        </Button>
      }
    >
      <PagedTable<AdminBanner>
        {...pagedTableProps(list)}
        rowKey="id"
        size="small"
        scrollX={900}
        label={t("contentAdmin.banners")}
        data-testid="banner-list"
        csv={{
          filename: "banners",
          load: (page) => contentAdminApi.banners(page, 100),
          columns: [
            { title: "id", value: (b) => b.id },
            { title: t("contentAdmin.title"), value: (b) => b.title },
            { title: t("contentAdmin.image"), value: (b) => b.image },
            { title: t("contentAdmin.link"), value: (b) => b.url },
            { title: t("contentAdmin.language"), value: (b) => b.lang ?? t("contentAdmin.every_language") },
            { title: t("contentAdmin.starts"), value: (b) => when(b.starts_at) },
            { title: t("contentAdmin.ends"), value: (b) => when(b.ends_at) },
            { title: t("contentAdmin.weigh"), value: (b) => b.weigh },
            { title: t("contentAdmin.state"), value: (b) => state(b)[1] },
          ],
        }}
        columns={[
          {
            title: t("contentAdmin.image"),
            dataIndex: "image",
            width: 140,
            render: (src: string) => <Image src={src} width={120} height={48} style={{ objectFit: "cover" }} alt="" />,
          },
          { title: t("contentAdmin.title"), dataIndex: "title" },
          { title: t("contentAdmin.link"), dataIndex: "url", ellipsis: true },
          {
            title: t("contentAdmin.language"),
            dataIndex: "lang",
            width: 110,
            render: (l: string | null) => l ?? t("contentAdmin.every_language"),
          },
          { title: t("contentAdmin.dates"), key: "dates", render: (_, b) => dates(b) },
          { title: t("contentAdmin.weigh"), dataIndex: "weigh", width: 70 },
          {
            title: t("contentAdmin.state"),
            key: "state",
            width: 100,
            render: (_, b) => {
              const [color, text] = state(b);
              return <Tag color={color}>{text}</Tag>;
            },
          },
          {
            title: "",
            key: "actions",
            width: 150,
            render: (_, b) => (
              <Space>
                <Button size="small" onClick={() => setOpen(b)} data-testid={`banner-edit-${b.id}`}>
                  {t("contentAdmin.edit")}
                </Button>
                <Popconfirm title={t("contentAdmin.delete_confirm")} onConfirm={() => whenSettled(del, b.id)}>
                  <Button size="small" danger>
                    {t("contentAdmin.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BannerDialog banner={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
