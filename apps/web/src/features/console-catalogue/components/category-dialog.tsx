import { type AdminCategory, LANGUAGES } from "@mp/contracts";
import { Form, Input, InputNumber, Switch, TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DialogShell, PictureField, useApiMutation } from "../../../ui";
import { type CategoryInput, catalogueAdminApi } from "../api/catalogue-admin-api";
import { type CategoryNode, subtreeOf } from "../hooks/use-categories";

interface Props {
  /** the category edited, or a new one under `parentId` */
  editing: AdminCategory | null;
  parentId: number | null;
  tree: CategoryNode[];
  flat: AdminCategory[];
  onClose: () => void;
}

interface Values {
  parent_id: number;
  names: Record<string, string>;
  image: string;
  hidden: boolean;
  weigh: number;
}

/** Add or edit a category: parent, a name per language (English required), picture, hidden, order. */
export function CategoryDialog({ editing, parentId, tree, flat, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useApiMutation((v: CategoryInput) => catalogueAdminApi.saveCategory(v), {
    form,
    invalidate: [["console-categories"]],
    onSuccess: onClose,
  });
  const blocked = useMemo(() => (editing ? subtreeOf(flat, editing.id) : new Set<number>()), [editing, flat]);
  const treeData = useMemo(() => {
    const map = (nodes: CategoryNode[]): object[] =>
      nodes.map((n) => ({
        value: n.id,
        title: n.name,
        disabled: blocked.has(n.id),
        children: n.children ? map(n.children) : undefined,
      }));
    return [{ value: 0, title: t("consoleCatalogue.top_level") }, ...map(tree)];
  }, [tree, blocked, t]);
  // a field that does not pass shows its message; the refused check is not an error of the page
  const submit = () => void form.validateFields().then(send, () => undefined);
  const send = (v: Values) =>
    save.mutate({
      id: editing?.id,
      parent_id: v.parent_id || null,
      names: Object.fromEntries(Object.entries(v.names ?? {}).filter(([, n]) => n?.trim())),
      image: v.image ?? "",
      hidden: v.hidden ? 1 : 0,
      weigh: v.weigh ?? 0,
    });
  return (
    <DialogShell
      open
      width={560}
      title={t(editing ? "consoleCatalogue.edit_category" : "consoleCatalogue.add_category")}
      onClose={onClose}
      testId="category-dialog"
      submit={{ text: t("consoleCatalogue.save"), onSubmit: submit, busy: save.isPending, testId: "category-save" }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          parent_id: editing ? (editing.parent_id ?? 0) : (parentId ?? 0),
          names: editing?.names ?? {},
          image: editing?.image ?? "",
          hidden: editing?.hidden === 1,
          // a new category goes after its siblings
          weigh:
            editing?.weigh ??
            Math.max(0, ...flat.filter((c) => c.parent_id === (parentId ?? null)).map((c) => c.weigh + 1)),
        }}
      >
        <Form.Item name="parent_id" label={t("consoleCatalogue.parent")}>
          <TreeSelect treeData={treeData} treeDefaultExpandAll data-testid="category-parent" />
        </Form.Item>
        <div className="console-catalogue__names">
          {LANGUAGES.map((l) => (
            <Form.Item
              key={l.code}
              name={["names", l.code]}
              label={`${l.name} (${l.code})`}
              rules={
                l.code === "en"
                  ? [{ required: true, whitespace: true, message: t("consoleCatalogue.english_required") }]
                  : []
              }
            >
              <Input maxLength={60} dir={l.dir} data-testid={`category-name-${l.code}`} />
            </Form.Item>
          ))}
        </div>
        <Form.Item name="image" label={t("consoleCatalogue.image")}>
          <PictureField upload={catalogueAdminApi.upload} testId="category-image" />
        </Form.Item>
        <Form.Item name="hidden" label={t("consoleCatalogue.hidden")} valuePropName="checked">
          <Switch data-testid="category-hidden" />
        </Form.Item>
        <Form.Item name="weigh" label={t("consoleCatalogue.weigh")}>
          <InputNumber precision={0} min={-1000000} max={1000000} />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
