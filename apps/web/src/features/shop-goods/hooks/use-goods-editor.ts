import { SHOP_GOODS_MAX } from "@mp/contracts/constants";
import { Form } from "antd";
import { type LangText, textsBody } from "../../../ui";
import type { SaveGoodsBody, ShopGoodsDetail } from "../api/shop-goods-api";
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

/** The editor's form and its save: own goods send specifications and SKUs; a listing sends its ratio. */
export function useGoodsEditor(detail: ShopGoodsDetail | undefined, onDone: (id: number) => void) {
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveGoods(onDone, form);
  const listing = detail?.supplier_goods_id != null;
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
    save.mutate(body);
  };
  const onValuesChange = (changed: Partial<EditorValues>) => {
    if (changed.specs) form.setFieldValue("skus", regenerateSkus(changed.specs, form.getFieldValue("skus") ?? []));
  };
  return { form, save, submit, onValuesChange, listing };
}
