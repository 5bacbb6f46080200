import "./ui.css";
import { DeleteOutlined } from "@ant-design/icons";
import { LANGUAGES } from "@mp/contracts";
import { Button, Input, Select } from "antd";

/** One language's title and description (the API's `texts` items). */
export interface LangText {
  lang: string;
  title: string;
  description: string;
}

export interface TextsEditorLabels {
  /** the select's placeholder, e.g. "Add a language" */
  add: string;
  title: string;
  description: string;
  remove: string;
}

/**
 * A title and description per language beside the original ones (docs/languages.md#goods-and-shop-texts):
 * "Add a language" picks a language not given yet, and each language has its own fields. The labels
 * come from the feature that uses it, in its own locale bundle.
 */
export function TextsEditor({
  value = [],
  onChange,
  labels,
  titleMax,
  descriptionMax,
  testId = "texts-editor",
  withTitle = true,
}: {
  value?: LangText[];
  onChange?: (v: LangText[]) => void;
  labels: TextsEditorLabels;
  titleMax: number;
  descriptionMax: number;
  testId?: string;
  /** false: one text per language (a shop's introduction), kept in `description` */
  withTitle?: boolean;
}) {
  const used = new Set(value.map((v) => v.lang));
  const set = (lang: string, next: Partial<LangText>) =>
    onChange?.(value.map((v) => (v.lang === lang ? { ...v, ...next } : v)));
  return (
    <div className="texts-editor" data-testid={testId}>
      {value.map((v) => {
        const l = LANGUAGES.find((x) => x.code === v.lang);
        return (
          <fieldset key={v.lang} className="texts-editor__lang" data-testid={`${testId}-${v.lang}`}>
            <legend className="texts-editor__legend">
              <span lang={l?.bcp47}>{l?.name ?? v.lang}</span>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`${labels.remove}: ${l?.name ?? v.lang}`}
                onClick={() => onChange?.(value.filter((x) => x.lang !== v.lang))}
              />
            </legend>
            {withTitle ? (
              <Input
                lang={l?.bcp47}
                dir={l?.dir === "rtl" ? "rtl" : "auto"}
                placeholder={labels.title}
                aria-label={`${labels.title} (${l?.name ?? v.lang})`}
                maxLength={titleMax}
                showCount
                value={v.title}
                onChange={(e) => set(v.lang, { title: e.target.value })}
                data-testid={`${testId}-title`}
              />
            ) : null}
            <Input.TextArea
              lang={l?.bcp47}
              dir={l?.dir === "rtl" ? "rtl" : "auto"}
              rows={3}
              placeholder={labels.description}
              aria-label={`${labels.description} (${l?.name ?? v.lang})`}
              maxLength={descriptionMax}
              value={v.description}
              onChange={(e) => set(v.lang, { description: e.target.value })}
              data-testid={`${testId}-description`}
            />
          </fieldset>
        );
      })}
      {used.size < LANGUAGES.length ? (
        <Select
          className="texts-editor__add"
          placeholder={labels.add}
          aria-label={labels.add}
          value={null}
          showSearch
          optionFilterProp="label"
          options={LANGUAGES.filter((l) => !used.has(l.code)).map((l) => ({
            value: l.code,
            label: l.name === l.english ? l.name : `${l.name} · ${l.english}`,
          }))}
          onChange={(lang: string) => onChange?.([...value, { lang, title: "", description: "" }])}
          data-testid={`${testId}-add`}
        />
      ) : null}
    </div>
  );
}

/** Whether every language given has a title of the allowed length (the form's rule). */
export const textsComplete = (texts: LangText[] | undefined, titleMax: number) =>
  (texts ?? []).every((t) => t.title.trim().length >= 1 && t.title.trim().length <= titleMax);

/** The texts as the API takes them: trimmed. */
export const textsBody = (texts: LangText[] | undefined) =>
  (texts ?? []).map((t) => ({ lang: t.lang, title: t.title.trim(), description: t.description.trim() }));
