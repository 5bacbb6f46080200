import { PlusOutlined } from "@ant-design/icons";
import type { AdminSupplierGoods } from "@mp/contracts";
import { parseAmount, toDecimalString } from "@mp/money";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Image, Input, InputNumber, Segmented, Select, Space, Switch, Tag, TreeSelect } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usdCents } from "../../../lib/money";
import {
  Amount,
  DialogShell,
  type LangText,
  PagedTable,
  PictureField,
  pagedTableProps,
  TextsEditor,
  textsBody,
  textsComplete,
  useApiMutation,
  useFieldRules,
  usePagedQuery,
} from "../../../ui";
import { catalogueAdminApi, type SupplierGoodsInput } from "../api/catalogue-admin-api";
import { type CategoryNode, useCategoryTree } from "../hooks/use-categories";

/** Cents as US dollars ("US$12.50") on one line: the catalogue's prices are USD. */
const dollars = usdCents;
const FILTERS = ["all", "on", "off"] as const;

/** "Colour: Red, Black" per line <-> specifications */
const specsText = (specs: { name: string; values: string[] }[]) =>
  specs.map((s) => `${s.name}: ${s.values.join(", ")}`).join("\n");
const parseSpecs = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [name = "", rest = ""] = l.split(":");
      return {
        name: name.trim(),
        values: rest
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean),
      };
    });

/** Operators: the supplier catalogue merchants list from (buy price, pictures, specifications, stock, category, brand, on/off). */
export function SupplierGoodsTable() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [onSale, setOnSale] = useState<(typeof FILTERS)[number]>("all");
  const list = usePagedQuery(["console-supplier-goods", keyword, onSale], (page) =>
    catalogueAdminApi.supplierGoods(page, { keyword, on_sale: onSale }),
  );
  const [editing, setEditing] = useState<AdminSupplierGoods | "new" | null>(null);
  const shelf = useApiMutation((v: { id: number; on: 0 | 1 }) => catalogueAdminApi.shelfSupplierGoods(v.id, v.on), {
    invalidate: [["console-supplier-goods"]],
  });
  return (
    <div data-testid="console-supplier-goods">
      <Space className="console-catalogue__tools" wrap>
        <Input.Search allowClear placeholder={t("consoleCatalogue.search_supplier")} onSearch={setKeyword} />
        <Segmented
          value={onSale}
          onChange={(v) => setOnSale(v as (typeof FILTERS)[number])}
          options={FILTERS.map((f) => ({ value: f, label: t(`consoleCatalogue.state_${f}`) }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="supplier-add">
          {t("consoleCatalogue.add_supplier_goods")}
        </Button>
      </Space>
      <PagedTable<AdminSupplierGoods>
        {...pagedTableProps(list)}
        rowKey="id"
        scrollX={1200}
        label={t("consoleCatalogue.supplier_goods")}
        csv={{
          filename: "supplier-goods",
          load: (page) => catalogueAdminApi.supplierGoods(page, { keyword, on_sale: onSale }, 100),
          columns: [
            { title: "id", value: (g) => g.id },
            { title: "title", value: (g) => g.title },
            { title: "buy price", value: (g) => dollars(g.buy_price_minor) },
            { title: "stock", value: (g) => g.stock },
            { title: "category", value: (g) => g.category_name },
            { title: "brand", value: (g) => g.brand },
            { title: "on sale", value: (g) => g.on_sale },
            { title: "listings", value: (g) => g.listings },
          ],
        }}
        columns={[
          { title: t("consoleCatalogue.id"), dataIndex: "id", width: 70 },
          {
            title: t("consoleCatalogue.title"),
            dataIndex: "title",
            width: 300,
            render: (title: string, g) => (
              <Space>
                <Image src={g.image} width={36} height={36} preview={false} alt="" />
                <span>{title}</span>
              </Space>
            ),
          },
          {
            title: t("consoleCatalogue.buy_price"),
            dataIndex: "buy_price_minor",
            width: 110,
            render: (v: number) => <Amount>{dollars(v)}</Amount>,
          },
          { title: t("consoleCatalogue.stock"), dataIndex: "stock", width: 80 },
          { title: t("consoleCatalogue.category"), dataIndex: "category_name", width: 140 },
          { title: t("consoleCatalogue.brand"), dataIndex: "brand", width: 120 },
          { title: t("consoleCatalogue.listings"), dataIndex: "listings", width: 80 },
          {
            title: t("consoleCatalogue.state"),
            dataIndex: "on_sale",
            width: 90,
            render: (v: number) => (
              <Tag color={v ? "green" : "default"}>{t(v ? "consoleCatalogue.on" : "consoleCatalogue.off")}</Tag>
            ),
          },
          {
            title: t("consoleCatalogue.actions"),
            key: "actions",
            fixed: "right",
            width: 170,
            render: (_: unknown, g) => (
              <Space size="small">
                <Button size="small" onClick={() => setEditing(g)} data-testid={`supplier-edit-${g.id}`}>
                  {t("consoleCatalogue.edit")}
                </Button>
                <Button size="small" onClick={() => shelf.mutate({ id: g.id, on: g.on_sale ? 0 : 1 })}>
                  {t(g.on_sale ? "consoleCatalogue.take_off" : "consoleCatalogue.put_on")}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <SupplierDialog goods={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

interface Values {
  title: string;
  buy_price: number;
  images: string[];
  description: string;
  specs: string;
  stock: number;
  category_id: number;
  brand_id: number | null;
  on_sale: boolean;
  texts: LangText[];
}

function SupplierDialog({ goods, onClose }: { goods: AdminSupplierGoods | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const cats = useCategoryTree();
  const brands = useQuery({ queryKey: ["console-brands", "all"], queryFn: () => catalogueAdminApi.brands(1, "", 100) });
  const treeData = useMemo(() => {
    const map = (nodes: CategoryNode[]): object[] =>
      nodes.map((n) => ({
        value: n.id,
        title: n.name,
        selectable: !n.children,
        children: n.children ? map(n.children) : undefined,
      }));
    return map(cats.tree);
  }, [cats.tree]);
  const save = useApiMutation((v: SupplierGoodsInput) => catalogueAdminApi.saveSupplierGoods(v), {
    form,
    invalidate: [["console-supplier-goods"]],
    onSuccess: onClose,
  });
  // a field that does not pass shows its message; the refused check is not an error of the page
  const submit = () => void form.validateFields().then(send, () => undefined);
  const send = (v: Values) =>
    save.mutate({
      id: goods?.id,
      title: v.title,
      buy_price_minor: Number(parseAmount(v.buy_price) ?? Number.NaN),
      images: (v.images ?? []).filter(Boolean),
      description: v.description ?? "",
      specs: parseSpecs(v.specs ?? ""),
      stock: v.stock,
      category_id: v.category_id,
      brand_id: v.brand_id ?? null,
      on_sale: v.on_sale ? 1 : 0,
      texts: textsBody(v.texts),
    });
  return (
    <DialogShell
      open
      width={600}
      title={t(goods ? "consoleCatalogue.edit_supplier_goods" : "consoleCatalogue.add_supplier_goods")}
      onClose={onClose}
      testId="supplier-dialog"
      submit={{ text: t("consoleCatalogue.save"), onSubmit: submit, busy: save.isPending, testId: "supplier-save" }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          title: goods?.title ?? "",
          buy_price: goods ? Number(toDecimalString(BigInt(goods.buy_price_minor))) : undefined,
          images: goods?.images ?? [""],
          description: goods?.description ?? "",
          specs: specsText(goods?.specs ?? []),
          stock: goods?.stock ?? 0,
          category_id: goods?.category_id,
          brand_id: goods?.brand_id ?? null,
          on_sale: goods ? goods.on_sale === 1 : true,
          texts: goods?.texts ?? [],
        }}
      >
        <Form.Item
          name="title"
          label={t("consoleCatalogue.title")}
          rules={[
            rules.required(t("consoleCatalogue.title_invalid")),
            { max: 120, message: t("consoleCatalogue.title_invalid") },
          ]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="buy_price"
            label={t("consoleCatalogue.buy_price")}
            rules={[rules.required(t("consoleCatalogue.buy_price_invalid"))]}
          >
            <InputNumber min={0.01} max={1000000} precision={2} prefix="$" />
          </Form.Item>
          <Form.Item
            name="stock"
            label={t("consoleCatalogue.stock")}
            rules={[rules.required(t("consoleCatalogue.stock_invalid"))]}
          >
            <InputNumber min={0} max={1000000} precision={0} />
          </Form.Item>
          <Form.Item name="on_sale" label={t("consoleCatalogue.on")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item
          name="category_id"
          label={t("consoleCatalogue.category")}
          rules={[rules.required(t("consoleCatalogue.category_invalid"))]}
        >
          <TreeSelect treeData={treeData} showSearch treeNodeFilterProp="title" />
        </Form.Item>
        <Form.Item name="brand_id" label={t("consoleCatalogue.brand")}>
          <Select allowClear options={(brands.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
        <Form.List
          name="images"
          rules={[
            {
              validator: async (_: unknown, images: string[] = []) => {
                if (!images.some(Boolean)) throw new Error(t("consoleCatalogue.images_invalid"));
              },
            },
          ]}
        >
          {(fields, { add }, { errors }) => (
            <Form.Item label={t("consoleCatalogue.images")} required>
              <Space wrap align="start">
                {fields.map((f) => (
                  <Form.Item key={f.key} name={f.name} noStyle>
                    <PictureField upload={catalogueAdminApi.upload} testId={`supplier-image-${f.name}`} />
                  </Form.Item>
                ))}
                {fields.length < 9 ? <Button onClick={() => add("")}>{t("consoleCatalogue.add_image")}</Button> : null}
              </Space>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="specs" label={t("consoleCatalogue.specs")} extra={t("consoleCatalogue.specs_hint")}>
          <Input.TextArea rows={3} placeholder={t("consoleCatalogue.specs_placeholder")} />
        </Form.Item>
        <Form.Item name="description" label={t("consoleCatalogue.description")}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="texts"
          label={t("consoleCatalogue.texts_label")}
          extra={t("consoleCatalogue.texts_hint")}
          rules={[
            {
              validator: async (_: unknown, texts: LangText[]) => {
                if (!textsComplete(texts, 120)) throw new Error(t("consoleCatalogue.texts_title_invalid"));
              },
            },
          ]}
        >
          <TextsEditor
            titleMax={120}
            descriptionMax={5000}
            labels={{
              add: t("consoleCatalogue.texts_add"),
              title: t("consoleCatalogue.title"),
              description: t("consoleCatalogue.description"),
              remove: t("consoleCatalogue.texts_remove"),
            }}
            testId="supplier-texts"
          />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
