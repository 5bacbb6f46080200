import { CheckOutlined } from "@ant-design/icons";
import { Button, Grid, Input, type TableColumnsType, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { PagedTable, pagedTableProps } from "../../../ui";
import type { ShopGoodsLimits, SupplierGoodsRow } from "../api/shop-goods-api";
import { useCategories, useSupplierCatalogue } from "../hooks/use-shop-goods";
import { categoryTreeData } from "./category-tree";
import { RatioDialog } from "./ratio-dialog";

/** The supplier catalogue: image, title, category, buy price and stock; "List in my shop" opens the ratio dialog. */
export function SupplierCatalogue({ limits }: { limits: ShopGoodsLimits | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { list, setKeyword, category, setCategory } = useSupplierCatalogue();
  const categories = useCategories();
  const [chosen, setChosen] = useState<SupplierGoodsRow | null>(null);
  // a phone shows category, buy price and stock under the title, the button beside it
  const wide = Grid.useBreakpoint().md !== false;
  const columns: TableColumnsType<SupplierGoodsRow> = [
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
                {g.category_name} · {t("shopGoods.buy_price")} {money(g.jhjg)} · {t("shopGoods.stock")} {g.stock}
              </span>
            )}
          </div>
        </div>
      ),
    },
    { title: t("shopGoods.category"), dataIndex: "category_name", width: 140, responsive: ["md"] },
    { title: t("shopGoods.buy_price"), key: "jhjg", width: 110, responsive: ["md"], render: (_, g) => money(g.jhjg) },
    { title: t("shopGoods.stock"), dataIndex: "stock", width: 80, responsive: ["md"] },
    {
      title: t("shopGoods.actions"),
      key: "list",
      width: wide ? 160 : 110,
      render: (_, g) =>
        g.listed_goods_id !== null ? (
          <Link to={`/shop-goods/edit?id=${g.listed_goods_id}`} className="goods-listed">
            <CheckOutlined /> {t("shopGoods.already_listed")}
          </Link>
        ) : (
          <Button type="primary" size="small" data-testid="supplier-list-btn" onClick={() => setChosen(g)}>
            {t("shopGoods.list_in_shop")}
          </Button>
        ),
    },
  ];
  return (
    <div className="supplier-catalogue">
      <div className="goods-toolbar">
        <Input.Search
          allowClear
          className="goods-toolbar__search"
          placeholder={t("shopGoods.supplier_search")}
          aria-label={t("shopGoods.supplier_search")}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="supplier-search"
        />
        <TreeSelect
          allowClear
          className="goods-toolbar__category"
          placeholder={t("shopGoods.all_categories")}
          aria-label={t("shopGoods.category")}
          value={category}
          onChange={(v) => setCategory(v ?? undefined)}
          treeData={categoryTreeData(categories.data ?? [])}
          loading={categories.isLoading}
        />
      </div>
      <PagedTable<SupplierGoodsRow>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={columns}
        scrollX={wide ? 680 : 320}
        label={t("shopGoods.supplier_label")}
        empty={t("shopGoods.supplier_empty")}
        onRow={(g) => ({ "data-testid": "supplier-row", "data-supplier-id": g.id }) as object}
      />
      <RatioDialog goods={chosen} limits={limits} onClose={() => setChosen(null)} />
    </div>
  );
}
