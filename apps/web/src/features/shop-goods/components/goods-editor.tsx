import { SHOP_GOODS_MAX } from "@mp/contracts/constants";
import { compareAmounts, toDecimalString } from "@mp/money";
import { Alert, Button, Form, Input, Space, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import {
  ErrorState,
  LoadingState,
  MoneyInput,
  SubmitButton,
  TextsEditor,
  textsComplete,
  useFieldRules,
} from "../../../ui";
import type { ShopGoodsDetail, ShopGoodsLimits } from "../api/shop-goods-api";
import { comboCount, type EditorValues, initialValues, useGoodsEditor } from "../hooks/use-goods-editor";
import { useCategories, useGoodsDetail } from "../hooks/use-shop-goods";
import { categoryTreeData } from "./category-tree";
import { GoodsImages } from "./goods-images";
import { ratioPreview } from "./ratio-dialog";
import { type SkuDraft, type SkuProblems, SkuTable } from "./sku-table";
import { type SpecDraft, SpecsEditor } from "./specs-editor";

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** `/shop-goods/edit?id=`: own goods created or edited, or a supplier listing's texts and ratio. */
export function GoodsEditor({
  id,
  limits,
  onDone,
}: {
  id: number | null;
  limits: ShopGoodsLimits | undefined;
  onDone: () => void;
}) {
  const detail = useGoodsDetail(id);
  if (id !== null && detail.isLoading) return <LoadingState />;
  if (id !== null && (detail.isError || !detail.data)) return <ErrorState onRetry={() => void detail.refetch()} />;
  return <EditorForm key={id ?? 0} detail={detail.data} limits={limits} onDone={onDone} />;
}

function EditorForm({
  detail,
  limits,
  onDone,
}: {
  detail: ShopGoodsDetail | undefined;
  limits: ShopGoodsLimits | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = useFieldRules();
  const categories = useCategories();
  const { form, save, submit, onValuesChange, listing } = useGoodsEditor(detail, onDone);
  const ratio = Form.useWatch("ratio", form) ?? detail?.ratio ?? "";
  const preview = listing && detail?.buy_price ? ratioPreview(detail.buy_price, ratio, limits?.profit_ratio) : null;
  const cap = limits?.price_cap ?? null;
  // the specifications and prices are checked once the merchant saves, then as they are mended:
  // a row just added (no name yet, no price yet) is not an error while it is being typed
  const [tried, setTried] = useState(false);
  const checkAfterSave = tried ? "onChange" : false;
  const priceBad = (s: SkuDraft) => !PRICE.test(s.price) || compareAmounts(s.price, "0") <= 0;
  const overCap = (s: SkuDraft) => cap !== null && !priceBad(s) && compareAmounts(s.price, cap) > 0;
  const skuProblems: SkuProblems = (s) => ({
    price: priceBad(s) || overCap(s),
    stock: s.stock === null || s.stock < 0,
  });
  // one rule a problem, so that each problem the outlined boxes have is said under the table
  const skuCheck = (problem: (skus: SkuDraft[]) => string | null) => ({
    validator: async (_: unknown, skus: SkuDraft[] = []) => {
      const message = listing ? null : problem(skus);
      if (message) throw new Error(message);
    },
  });
  const skuRules = [
    skuCheck((skus) => {
      const specs: SpecDraft[] = form.getFieldValue("specs") ?? [];
      if (comboCount(specs) > SHOP_GOODS_MAX.skus) return t("errors.goods_skus_too_many");
      return skus.length ? null : t("errors.goods_skus_invalid");
    }),
    skuCheck((skus) => (skus.some(priceBad) ? t("errors.goods_price_invalid") : null)),
    skuCheck((skus) =>
      cap !== null && skus.some(overCap) ? t("shopGoods.price_over_cap", { cap: money(cap) }) : null,
    ),
    skuCheck((skus) => (skus.some((s) => skuProblems(s).stock) ? t("errors.goods_stock_invalid") : null)),
  ];
  const specRules = [
    {
      validator: async (_: unknown, specs: SpecDraft[] = []) => {
        const names = specs.map((s) => s.name.trim());
        if (specs.some((s) => !s.name.trim() || !s.values.length) || new Set(names).size !== names.length)
          throw new Error(t("errors.goods_specs_invalid"));
      },
    },
  ];
  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      className="goods-editor"
      initialValues={initialValues(detail)}
      onValuesChange={onValuesChange}
      onFinish={submit}
      onFinishFailed={() => setTried(true)}
      scrollToFirstError
    >
      {listing ? (
        <Alert
          type="info"
          showIcon
          className="goods-editor__note"
          message={t("shopGoods.listing_note", { buy: money(detail?.buy_price ?? "0") })}
        />
      ) : null}
      <Form.Item
        name="title"
        label={t("shopGoods.title_label")}
        rules={[rules.required(t("errors.goods_title_invalid")), ...rules.length(1, SHOP_GOODS_MAX.title)]}
      >
        <Input maxLength={SHOP_GOODS_MAX.title} showCount data-testid="goods-title" />
      </Form.Item>
      <Form.Item
        name="images"
        label={t("shopGoods.images_label", { max: SHOP_GOODS_MAX.images })}
        rules={[{ required: true, type: "array", min: 1, message: t("errors.goods_images_invalid") }]}
      >
        <GoodsImages max={SHOP_GOODS_MAX.images} />
      </Form.Item>
      <div className="goods-editor__pair">
        <Form.Item
          name="category_id"
          label={t("shopGoods.category")}
          rules={[rules.required(t("errors.goods_category_invalid"))]}
        >
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeData={categoryTreeData(categories.data ?? [])}
            loading={categories.isLoading}
            placeholder={t("shopGoods.choose_category")}
            data-testid="goods-category"
          />
        </Form.Item>
        <Form.Item name="brand" label={t("shopGoods.brand")} rules={rules.length(undefined, SHOP_GOODS_MAX.brand)}>
          <Input maxLength={SHOP_GOODS_MAX.brand} data-testid="goods-brand" />
        </Form.Item>
      </div>
      <Form.Item
        name="description"
        label={t("shopGoods.description")}
        extra={t("shopGoods.description_hint")}
        rules={rules.length(undefined, SHOP_GOODS_MAX.description)}
      >
        <Input.TextArea rows={5} maxLength={SHOP_GOODS_MAX.description} showCount data-testid="goods-description" />
      </Form.Item>
      <Form.Item
        name="texts"
        label={t("shopGoods.texts_label")}
        extra={t("shopGoods.texts_hint")}
        rules={[
          {
            validator: async (_: unknown, texts) => {
              if (!textsComplete(texts, SHOP_GOODS_MAX.title)) throw new Error(t("errors.goods_title_invalid"));
            },
          },
        ]}
      >
        <TextsEditor
          titleMax={SHOP_GOODS_MAX.title}
          descriptionMax={SHOP_GOODS_MAX.description}
          labels={{
            add: t("shopGoods.texts_add"),
            title: t("shopGoods.title_label"),
            description: t("shopGoods.description"),
            remove: t("shopGoods.texts_remove"),
          }}
          testId="goods-texts"
        />
      </Form.Item>
      <Form.Item
        name="freight"
        label={t("shopGoods.freight")}
        rules={[rules.money({ max: BigInt(SHOP_GOODS_MAX.freightMinor) }, (c) => money(toDecimalString(c)))]}
      >
        <MoneyInput className="goods-editor__money" data-testid="goods-freight" />
      </Form.Item>
      {listing ? (
        <>
          <Form.Item
            name="ratio"
            label={t("shopGoods.ratio")}
            extra={
              preview?.problem === null
                ? t("shopGoods.ratio_result", { sell: money(preview.sell), profit: money(preview.profit) })
                : t("shopGoods.ratio_help", { max: limits?.profit_ratio })
            }
            rules={[
              {
                validator: async (_: unknown, v: string) => {
                  const p = detail?.buy_price ? ratioPreview(detail.buy_price, v ?? "", limits?.profit_ratio) : null;
                  if (p?.problem === "too_high")
                    throw new Error(t("shopGoods.ratio_over", { max: limits?.profit_ratio }));
                  if (p && p.problem !== null) throw new Error(t("errors.ratio_invalid"));
                },
              },
            ]}
          >
            <Input inputMode="decimal" suffix="%" className="goods-editor__money" data-testid="ratio-input" />
          </Form.Item>
          <Form.Item label={t("shopGoods.skus")}>
            <SkuTable
              readOnlyPrice
              value={(detail?.skus ?? []).map((s) => ({
                key: String(s.id),
                spec_values: s.spec_values,
                price: money(preview?.problem === null ? preview.sell : s.price),
                stock: s.stock,
              }))}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="specs" label={t("shopGoods.specs")} rules={specRules} validateTrigger={checkAfterSave}>
            <SpecsEditor />
          </Form.Item>
          <Form.Item
            name="skus"
            label={t("shopGoods.skus")}
            dependencies={tried ? ["specs"] : []}
            rules={skuRules}
            validateTrigger={checkAfterSave}
            extra={cap !== null ? t("shopGoods.cap_hint", { cap: money(cap) }) : undefined}
          >
            <SkuTable problems={skuProblems} />
          </Form.Item>
        </>
      )}
      <Space className="goods-editor__actions" wrap>
        <SubmitButton busy={save.isPending} testId="goods-save" block={false}>
          {t("shopGoods.save")}
        </SubmitButton>
        <Link to="/shop-goods">
          <Button>{t("common.cancel")}</Button>
        </Link>
      </Space>
    </Form>
  );
}
