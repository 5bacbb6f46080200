import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import type { AdminCategory } from "@mp/contracts";
import { Button, Image, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, useApiMutation } from "../../../ui";
import { catalogueAdminApi } from "../api/catalogue-admin-api";
import { type CategoryNode, useCategoryTree } from "../hooks/use-categories";
import { CategoryDialog } from "./category-dialog";

/** Operators: the category tree with order arrows, add (top or under a category), edit and the hidden flag. */
export function CategoryTree() {
  const { t } = useTranslation();
  const q = useCategoryTree();
  const [dialog, setDialog] = useState<{ editing: AdminCategory | null; parentId: number | null } | null>(null);
  const move = useApiMutation(
    (v: { id: number; direction: "up" | "down" }) => catalogueAdminApi.moveCategory(v.id, v.direction),
    { invalidate: [["console-categories"]] },
  );
  const answer = q.data
    ? { total: q.tree.length, per_page: Math.max(q.tree.length, 1), current_page: 1, last_page: 1, data: q.tree }
    : undefined;
  const siblingsOf = (c: AdminCategory) => q.flat.filter((x) => x.parent_id === c.parent_id);
  return (
    <div data-testid="console-categories">
      <Space className="console-catalogue__tools">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ editing: null, parentId: null })}
          data-testid="category-add"
        >
          {t("consoleCatalogue.add_category")}
        </Button>
      </Space>
      <PagedTable<CategoryNode>
        answer={answer}
        onPage={() => undefined}
        loading={q.isFetching}
        error={q.isError && !q.data}
        onRetry={() => void q.refetch()}
        rowKey="id"
        scrollX={1000}
        label={t("consoleCatalogue.categories")}
        expandable={{ defaultExpandAllRows: true }}
        csv={{
          filename: "categories",
          load: async () => {
            const list = (await catalogueAdminApi.categories()).list;
            return {
              total: list.length,
              per_page: list.length,
              current_page: 1,
              last_page: 1,
              data: list as CategoryNode[],
            };
          },
          columns: [
            { title: "id", value: (c) => c.id },
            { title: "parent_id", value: (c) => c.parent_id ?? "" },
            { title: "name", value: (c) => c.name },
            { title: "names", value: (c) => JSON.stringify(c.names) },
            { title: "hidden", value: (c) => c.hidden },
            { title: "weigh", value: (c) => c.weigh },
            { title: "goods", value: (c) => c.goods_count },
          ],
        }}
        columns={[
          {
            title: t("consoleCatalogue.name"),
            dataIndex: "name",
            render: (name: string, c) => (
              <Space>
                {c.image ? <Image src={c.image} width={28} height={28} preview={false} alt="" /> : null}
                <span data-testid={`category-row-${c.id}`}>{name}</span>
                {c.hidden ? <Tag color="orange">{t("consoleCatalogue.hidden_tag")}</Tag> : null}
              </Space>
            ),
          },
          { title: t("consoleCatalogue.id"), dataIndex: "id", width: 70 },
          {
            title: t("consoleCatalogue.languages"),
            key: "languages",
            width: 120,
            render: (_: unknown, c) => Object.keys(c.names).length,
          },
          { title: t("consoleCatalogue.goods_count"), dataIndex: "goods_count", width: 100 },
          { title: t("consoleCatalogue.weigh"), dataIndex: "weigh", width: 80 },
          {
            title: t("consoleCatalogue.actions"),
            key: "actions",
            fixed: "right",
            width: 340,
            render: (_: unknown, c) => {
              const sib = siblingsOf(c);
              const at = sib.findIndex((x) => x.id === c.id);
              return (
                <Space size="small" wrap>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t("consoleCatalogue.up")}
                    disabled={at <= 0 || move.isPending}
                    onClick={() => move.mutate({ id: c.id, direction: "up" })}
                    data-testid={`category-up-${c.id}`}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t("consoleCatalogue.down")}
                    disabled={at >= sib.length - 1 || move.isPending}
                    onClick={() => move.mutate({ id: c.id, direction: "down" })}
                    data-testid={`category-down-${c.id}`}
                  />
                  <Button
                    size="small"
                    onClick={() => setDialog({ editing: c, parentId: c.parent_id })}
                    data-testid={`category-edit-${c.id}`}
                  >
                    {t("consoleCatalogue.edit")}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ editing: null, parentId: c.id })}>
                    {t("consoleCatalogue.add_child")}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      {dialog && (
        <CategoryDialog
          editing={dialog.editing}
          parentId={dialog.parentId}
          tree={q.tree}
          flat={q.flat}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
