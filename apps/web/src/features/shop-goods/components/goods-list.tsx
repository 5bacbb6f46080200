import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import {
  Button,
  type ButtonProps,
  Grid,
  Input,
  Popconfirm,
  Segmented,
  Space,
  Switch,
  type TableColumnsType,
  Tag,
} from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { PagedTable, pagedTableProps, whenSettled } from "../../../ui";
import type { ShelfStatus, ShopGoodsRow } from "../api/shop-goods-api";
import { useDeleteGoods, useShelf, useShopGoodsList } from "../hooks/use-shop-goods";

/** The shop's goods: a tab on or off the shelf, a title search, the shelf switch, edit and delete. */
export function GoodsList() {
  const { t } = useTranslation();
  const money = useMoney();
  const { list, status, setStatus, setKeyword } = useShopGoodsList();
  const shelf = useShelf();
  const del = useDeleteGoods();
  const counts = list.data?.counts;
  // a phone shows price, stock and sales under the title, and icon buttons: the switch stays in sight
  const wide = Grid.useBreakpoint().md !== false;
  const columns: TableColumnsType<ShopGoodsRow> = [
    {
      title: t("shopGoods.goods"),
      key: "goods",
      render: (_, g) => (
        <div className="goods-cell">
          <img src={g.image} alt="" width={56} height={56} loading="lazy" />
          <div className="goods-cell__text">
            <span className="goods-cell__title" dir="auto">
              {g.title}
            </span>
            {wide ? null : (
              <span className="goods-cell__meta">
                {money(g.price)} · {t("shopGoods.stock")} {g.stock} · {t("shopGoods.sales")} {g.sales}
              </span>
            )}
            {g.supplier_goods_id !== null ? (
              <Tag color="blue" className="goods-cell__tag">
                {t("shopGoods.from_supplier_tag", { ratio: g.ratio })}
              </Tag>
            ) : null}
            {g.taken_down ? (
              <>
                <Tag color="red" className="goods-cell__tag" data-testid="goods-taken-down">
                  {t("shopGoods.taken_down_tag")}
                </Tag>
                <span className="goods-cell__meta" dir="auto" data-testid="goods-taken-down-reason">
                  {t("shopGoods.taken_down_reason", { reason: g.taken_down_reason })}
                </span>
              </>
            ) : null}
          </div>
        </div>
      ),
    },
    { title: t("shopGoods.price"), key: "price", width: 110, responsive: ["md"], render: (_, g) => money(g.price) },
    { title: t("shopGoods.stock"), dataIndex: "stock", width: 80, responsive: ["md"] },
    { title: t("shopGoods.sales"), dataIndex: "sales", width: 80, responsive: ["md"] },
    {
      title: t("shopGoods.on_shelf"),
      key: "shelf",
      width: wide ? 100 : 64,
      render: (_, g) => (
        <Switch
          data-testid="goods-shelf-toggle"
          aria-label={t("shopGoods.on_shelf")}
          checked={g.status === "on"}
          disabled={g.taken_down === 1}
          loading={shelf.isPending && shelf.variables?.id === g.id}
          onChange={(on) => shelf.mutate({ id: g.id, status: on ? "on" : "off" })}
        />
      ),
    },
    {
      title: t("shopGoods.actions"),
      key: "actions",
      width: wide ? 170 : 76,
      render: (_, g) => (
        <Space size={4} wrap>
          <Link to={`/shop-goods/edit?id=${g.id}`} data-testid="goods-edit">
            <Button size="small" icon={<EditOutlined />} aria-label={t("shopGoods.edit")}>
              {wide ? t("shopGoods.edit") : null}
            </Button>
          </Link>
          <Popconfirm
            title={t("shopGoods.delete_confirm")}
            description={t("shopGoods.delete_note")}
            okText={t("shopGoods.delete")}
            okButtonProps={{ danger: true, "data-testid": "goods-delete-ok" } as ButtonProps}
            cancelText={t("common.cancel")}
            onConfirm={() => whenSettled(del, g.id)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid="goods-delete"
              aria-label={t("shopGoods.delete")}
            >
              {wide ? t("shopGoods.delete") : null}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="goods-list">
      <div className="goods-toolbar">
        <Segmented<ShelfStatus>
          value={status}
          onChange={setStatus}
          options={[
            { value: "on", label: `${t("shopGoods.tab_on")}${counts ? ` (${counts.on})` : ""}` },
            { value: "off", label: `${t("shopGoods.tab_off")}${counts ? ` (${counts.off})` : ""}` },
          ]}
          data-testid="goods-tabs"
        />
        <Input.Search
          allowClear
          className="goods-toolbar__search"
          placeholder={t("shopGoods.search_placeholder")}
          aria-label={t("shopGoods.search_placeholder")}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="goods-search"
        />
        <Link to="/shop-goods/edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="goods-add-own">
            {t("shopGoods.add_own")}
          </Button>
        </Link>
      </div>
      <PagedTable<ShopGoodsRow>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={columns}
        scrollX={wide ? 760 : 320}
        label={t("shopGoods.list_label")}
        empty={status === "on" ? t("shopGoods.empty_on") : t("shopGoods.empty_off")}
        onRow={(g) => ({ "data-testid": "goods-row", "data-goods-id": g.id }) as object}
      />
    </div>
  );
}
