import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { SHOP_GOODS_MAX } from "@mp/contracts/constants";
import { Button, Input, Select } from "antd";
import { useTranslation } from "react-i18next";

export interface SpecDraft {
  name: string;
  values: string[];
}

/** Up to three specifications (e.g. Colour, Size), each with its values typed as tags. */
export function SpecsEditor({ value = [], onChange }: { value?: SpecDraft[]; onChange?: (v: SpecDraft[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, next: Partial<SpecDraft>) =>
    onChange?.(value.map((s, j) => (j === i ? { ...s, ...next } : s)));
  return (
    <div className="specs-editor" data-testid="specs-editor">
      {value.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a specification has no id while it is typed
        <div key={i} className="specs-editor__row">
          <Input
            className="specs-editor__name"
            placeholder={t("shopGoods.spec_name")}
            aria-label={t("shopGoods.spec_name")}
            maxLength={SHOP_GOODS_MAX.specText}
            value={s.name}
            onChange={(e) => set(i, { name: e.target.value })}
            data-testid="spec-name"
          />
          <Select
            mode="tags"
            className="specs-editor__values"
            placeholder={t("shopGoods.spec_values")}
            aria-label={t("shopGoods.spec_values")}
            value={s.values}
            open={false}
            tokenSeparators={[",", "，", "،"]}
            onChange={(vals: string[]) =>
              set(i, {
                values: [...new Set(vals.map((v) => v.trim().slice(0, SHOP_GOODS_MAX.specText)).filter(Boolean))].slice(
                  0,
                  SHOP_GOODS_MAX.specValues,
                ),
              })
            }
            data-testid="spec-values"
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t("shopGoods.remove_spec")}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {value.length < SHOP_GOODS_MAX.specNames ? (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange?.([...value, { name: "", values: [] }])}
          data-testid="spec-add"
        >
          {t("shopGoods.add_spec")}
        </Button>
      ) : null}
      <p className="specs-editor__hint">{t("shopGoods.spec_hint")}</p>
    </div>
  );
}
