import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../ui";
import { type LevelRow, rulesApi, type StoreLevelsView } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { RuleForm } from "./rule-form";

interface Draft {
  levels: {
    bond: string;
    profit_ratio: string;
    daily_impressions: number;
    product_limit: number | null;
    price_cap: string;
  }[];
}
const toForm = (v: StoreLevelsView): Draft => ({
  levels: v.levels.map((l) => ({
    bond: l.bond,
    profit_ratio: String(l.profit_ratio),
    daily_impressions: l.daily_impressions,
    product_limit: l.product_limit,
    price_cap: l.price_cap ?? "",
  })),
});
const save = (d: Draft) =>
  rulesApi.saveStoreLevels(
    d.levels.map(
      (l, i): LevelRow => ({
        level: i + 1,
        bond: String(l.bond ?? "").trim(),
        profit_ratio: String(l.profit_ratio ?? "").trim(),
        daily_impressions: l.daily_impressions ?? 0,
        product_limit: l.product_limit ?? null,
        price_cap: String(l.price_cap ?? "").trim() || null,
      }),
    ),
  );

/** Store levels: bond, profit-ratio limit, promoted impressions, product count and price cap per level (operators). */
export function StoreLevelsForm() {
  const { t } = useTranslation();
  const r = useRuleForm({ key: ["rules", "store_levels"], load: rulesApi.storeLevels, toForm, save });
  return (
    <RuleForm<Draft> id="levels" hint="console_rules.levels_hint" rule={r}>
      <Form.List name="levels">
        {(fields, { add, remove }) => (
          <>
            <ScrollTable
              label={t("console_rules.tab_levels")}
              size="small"
              pagination={false}
              rowKey="key"
              scrollX={760}
              dataSource={fields}
              columns={[
                { title: t("console_rules.level"), render: (_, f) => f.name + 1, width: 70 },
                {
                  title: t("console_rules.bond"),
                  render: (_, f) => (
                    <Form.Item name={[f.name, "bond"]} noStyle>
                      <Input prefix="$" data-testid={`rules-level-${f.name + 1}-bond`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("console_rules.profit_ratio"),
                  render: (_, f) => (
                    <Form.Item name={[f.name, "profit_ratio"]} noStyle>
                      <Input suffix="%" />
                    </Form.Item>
                  ),
                },
                {
                  title: t("console_rules.impressions"),
                  render: (_, f) => (
                    <Form.Item name={[f.name, "daily_impressions"]} noStyle>
                      <InputNumber min={0} precision={0} className="full-width" />
                    </Form.Item>
                  ),
                },
                {
                  title: t("console_rules.product_limit"),
                  render: (_, f) => (
                    <Form.Item name={[f.name, "product_limit"]} noStyle>
                      <InputNumber
                        min={1}
                        precision={0}
                        placeholder={t("console_rules.unlimited")}
                        className="full-width"
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t("console_rules.price_cap"),
                  render: (_, f) => (
                    <Form.Item name={[f.name, "price_cap"]} noStyle>
                      <Input prefix="$" placeholder={t("console_rules.no_cap")} />
                    </Form.Item>
                  ),
                },
                {
                  title: "",
                  width: 50,
                  render: (_, f) =>
                    f.name === fields.length - 1 && fields.length > 1 ? (
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t("console_rules.remove_level")}
                        onClick={() => remove(f.name)}
                      />
                    ) : null,
                },
              ]}
            />
            <Button
              icon={<PlusOutlined />}
              className="rules-form__add"
              onClick={() =>
                add({ bond: "", profit_ratio: "", daily_impressions: 0, product_limit: null, price_cap: "" })
              }
            >
              {t("console_rules.add_level")}
            </Button>
          </>
        )}
      </Form.List>
    </RuleForm>
  );
}
