import { PlusOutlined } from "@ant-design/icons";
import type { AdminBrand } from "@mp/contracts";
import { Button, Form, Image, Input, InputNumber, Space, Switch, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DialogShell,
  PagedTable,
  PictureField,
  pagedTableProps,
  useApiMutation,
  useFieldRules,
  usePagedQuery,
} from "../../../ui";
import { type BrandInput, catalogueAdminApi } from "../api/catalogue-admin-api";

/** Operators: brands (name, logo, order, on/off); supplier goods pick one. */
export function BrandsTable() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const list = usePagedQuery(["console-brands", keyword], (page) => catalogueAdminApi.brands(page, keyword));
  const [editing, setEditing] = useState<AdminBrand | "new" | null>(null);
  return (
    <div data-testid="console-brands">
      <Space className="console-catalogue__tools" wrap>
        <Input.Search allowClear placeholder={t("consoleCatalogue.search_brands")} onSearch={setKeyword} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="brand-add">
          {t("consoleCatalogue.add_brand")}
        </Button>
      </Space>
      <PagedTable<AdminBrand>
        {...pagedTableProps(list)}
        rowKey="id"
        scrollX={700}
        label={t("consoleCatalogue.brands")}
        csv={{
          filename: "brands",
          load: (page) => catalogueAdminApi.brands(page, keyword, 100),
          columns: [
            { title: "id", value: (b) => b.id },
            { title: "name", value: (b) => b.name },
            { title: "weigh", value: (b) => b.weigh },
            { title: "enabled", value: (b) => b.enabled },
            { title: "supplier goods", value: (b) => b.goods_count },
          ],
        }}
        columns={[
          { title: t("consoleCatalogue.id"), dataIndex: "id", width: 70 },
          {
            title: t("consoleCatalogue.logo"),
            dataIndex: "logo",
            width: 80,
            render: (v: string) => (v ? <Image src={v} width={36} height={36} preview={false} alt="" /> : null),
          },
          { title: t("consoleCatalogue.name"), dataIndex: "name" },
          { title: t("consoleCatalogue.weigh"), dataIndex: "weigh", width: 80 },
          {
            title: t("consoleCatalogue.state"),
            dataIndex: "enabled",
            width: 90,
            render: (v: number) => (
              <Tag color={v ? "green" : "default"}>{t(v ? "consoleCatalogue.on" : "consoleCatalogue.off")}</Tag>
            ),
          },
          { title: t("consoleCatalogue.supplier_goods_count"), dataIndex: "goods_count", width: 130 },
          {
            title: t("consoleCatalogue.actions"),
            key: "actions",
            fixed: "right",
            width: 90,
            render: (_: unknown, b) => (
              <Button size="small" onClick={() => setEditing(b)} data-testid={`brand-edit-${b.id}`}>
                {t("consoleCatalogue.edit")}
              </Button>
            ),
          },
        ]}
      />
      {editing && <BrandDialog brand={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ name: string; logo: string; weigh: number; enabled: boolean }>();
  const save = useApiMutation((v: BrandInput) => catalogueAdminApi.saveBrand(v), {
    form,
    invalidate: [["console-brands"]],
    onSuccess: onClose,
  });
  // a field that does not pass shows its message; the refused check is not an error of the page
  const submit = () =>
    void form.validateFields().then(
      (v) =>
        save.mutate({
          id: brand?.id,
          name: v.name,
          logo: v.logo ?? "",
          weigh: v.weigh ?? 0,
          enabled: v.enabled ? 1 : 0,
        }),
      () => undefined,
    );
  return (
    <DialogShell
      open
      title={t(brand ? "consoleCatalogue.edit_brand" : "consoleCatalogue.add_brand")}
      onClose={onClose}
      testId="brand-dialog"
      submit={{ text: t("consoleCatalogue.save"), onSubmit: submit, busy: save.isPending, testId: "brand-save" }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: brand?.name ?? "",
          logo: brand?.logo ?? "",
          weigh: brand?.weigh ?? 0,
          enabled: brand ? brand.enabled === 1 : true,
        }}
      >
        <Form.Item
          name="name"
          label={t("consoleCatalogue.name")}
          rules={[rules.required(), ...rules.length(undefined, 60)]}
        >
          <Input maxLength={60} data-testid="brand-name" />
        </Form.Item>
        <Form.Item name="logo" label={t("consoleCatalogue.logo")}>
          <PictureField upload={catalogueAdminApi.upload} testId="brand-logo" />
        </Form.Item>
        <Form.Item name="weigh" label={t("consoleCatalogue.weigh")}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t("consoleCatalogue.on")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
