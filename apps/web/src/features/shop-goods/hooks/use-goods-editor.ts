import { SHOP_GOODS_MAX } from "@mp/contracts/constants";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { type LangText, textsBody, textWithNames, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import type { SaveGoodsBody, ShopGoodsDetail } from "../api/shop-goods-api";
import { ratioPreview } from "../components/ratio-dialog";
import type { SkuDraft } from "../components/sku-table";
import type { SpecDraft } from "../components/specs-editor";
import { useSaveGoods } from "./use-shop-goods";

export interface EditorValues {
  title: string;
  images: string[];
  category_id?: number;
  brand: string;
  description: string;
  freight: string;
  specs: SpecDraft[];
  skus: SkuDraft[];
  ratio: string;
  /** the title and description in other languages */
  texts: LangText[];
}

const keyOf = (v: Record<string, string>) => JSON.stringify(Object.values(v));

/** The specifications that are complete enough to make combinations (a name and a value). */
export const usableSpecs = (specs: SpecDraft[]) => specs.filter((s) => s.name.trim() && s.values.length);

/** Every combination of the specifications' values, keeping what was typed for a combination that stays. */
export function regenerateSkus(specs: SpecDraft[], old: SkuDraft[]): SkuDraft[] {
  const usable = usableSpecs(specs);
  let combos: Record<string, string>[] = [{}];
  for (const s of usable) combos = combos.flatMap((c) => s.values.map((v) => ({ ...c, [s.name.trim()]: v })));
  // too many combinations: the check under the table says so, nothing is built
  if (combos.length > SHOP_GOODS_MAX.skus) return old;
  const before = new Map(old.map((s) => [s.key, s]));
  return combos.map((c) => {
    const key = keyOf(c);
    const was = before.get(key);
    return was ? { ...was, spec_values: c } : { key, spec_values: c, price: "", stock: null };
  });
}

export const comboCount = (specs: SpecDraft[]) => usableSpecs(specs).reduce((n, s) => n * s.values.length, 1);

export function initialValues(d: ShopGoodsDetail | undefined): EditorValues {
  if (!d)
    return {
      title: "",
      images: [],
      brand: "",
      description: "",
      freight: "0.00",
      specs: [],
      skus: [{ key: keyOf({}), spec_values: {}, price: "", stock: null }],
      ratio: "",
      texts: [],
    };
  return {
    title: d.title,
    images: d.images,
    category_id: d.category_id,
    brand: d.brand,
    description: d.description,
    freight: d.freight,
    specs: d.specs,
    skus: d.skus.map((s) => ({
      key: keyOf(s.spec_values),
      spec_values: s.spec_values,
      price: s.price,
      stock: s.stock,
    })),
    ratio: d.ratio ?? "",
    texts: d.texts ?? [],
  };
}

/** "US$12.00", or "US$12.00 – US$30.00" when the options' prices differ. */
function priceRange(prices: string[], money: (usd: string) => string): string {
  const sorted = prices.filter(Boolean).sort((a, b) => Number(a) - Number(b));
  const low = sorted[0] ?? "0";
  const high = sorted[sorted.length - 1] ?? low;
  return Number(low) === Number(high) ? money(low) : `${money(low)} – ${money(high)}`;
}

/**
 * The editor's form and its save: own goods send specifications and SKUs; a listing sends its
 * ratio. A save is confirmed first (new goods go on sale at once, at their price; an edit shows
 * at once when the goods are on sale) and answered with a success message.
 */
export function useGoodsEditor(detail: ShopGoodsDetail | undefined, onDone: (id: number) => void) {
  const { t } = useTranslation();
  const money = useMoney();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveGoods((id) => {
    const title = form.getFieldValue("title")?.trim() ?? "";
    message.success(textWithNames(t, detail ? "shopGoods.saved_done" : "shopGoods.on_sale_done", { title }));
    onDone(id);
  }, form);
  const listing = detail?.supplier_goods_id != null;
  const confirmSave = (body: SaveGoodsBody) => {
    const sell = listing && detail?.buy_price ? ratioPreview(detail.buy_price, body.ratio ?? "", undefined) : null;
    const price = listing
      ? sell?.problem === null
        ? money(sell.sell)
        : null
      : priceRange(
          (body.skus ?? []).map((s) => s.price),
          money,
        );
    const what = !detail
      ? "shopGoods.confirm_new_body"
      : detail.status === "on"
        ? "shopGoods.confirm_edit_on_body"
        : "shopGoods.confirm_edit_off_body";
    modal.confirm({
      title: textWithNames(t, detail ? "shopGoods.confirm_edit" : "shopGoods.confirm_new", { title: body.title }),
      content: [t(what), price ? t("shopGoods.confirm_price", { price }) : ""].filter(Boolean).join(" "),
      okText: t(detail ? "shopGoods.save" : "shopGoods.confirm_new_ok"),
      okButtonProps: { "data-testid": "goods-save-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(save, body),
    });
  };
  const submit = (v: EditorValues) => {
    const base = {
      id: detail?.id,
      title: v.title.trim(),
      images: v.images,
      category_id: v.category_id as number,
      brand: v.brand.trim(),
      description: v.description,
      freight: v.freight || "0",
      texts: textsBody(v.texts),
    };
    const body: SaveGoodsBody = listing
      ? { ...base, ratio: v.ratio.trim() }
      : {
          ...base,
          specs: usableSpecs(v.specs).map((s) => ({ name: s.name.trim(), values: s.values })),
          skus: v.skus.map((s) => ({ spec_values: s.spec_values, price: s.price, stock: s.stock ?? 0 })),
        };
    confirmSave(body);
  };
  const onValuesChange = (changed: Partial<EditorValues>) => {
    if (changed.specs) form.setFieldValue("skus", regenerateSkus(changed.specs, form.getFieldValue("skus") ?? []));
  };
  return { form, save, submit, onValuesChange, listing };
}
