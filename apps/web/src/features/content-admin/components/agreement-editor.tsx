import type { AgreementRow } from "@mp/contracts";
import { AGREEMENT_TYPES, LANGUAGES } from "@mp/contracts/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Col, Empty, Form, Input, Row, Select, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { AgreementText, LoadingState, PagedTable, pagedTableProps, useApiMutation, usePagedQuery } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type AgreementDetail, contentAdminApi } from "../api/content-admin-api";

const TYPES = Object.keys(AGREEMENT_TYPES).map(Number);
const when = (s: number | null) => (s ? dateTime(s) : "");

/** The agreement pages: which type x language exist (with version), and an editor with a live preview. */
export function AgreementEditor() {
  const { t } = useTranslation();
  const [pick, setPick] = useState({ type: 1, lang: "en" });
  const list = usePagedQuery(["admin-agreements"], (page) => contentAdminApi.agreements(page));
  const typeName = (type: number) => t(`contentAdmin.agreement_${type}`);
  return (
    <Space direction="vertical" size="large" className="content-admin__stack">
      <Card size="small">
        <Space wrap>
          <Select
            value={pick.type}
            onChange={(type) => setPick((p) => ({ ...p, type }))}
            options={TYPES.map((v) => ({ value: v, label: typeName(v) }))}
            style={{ minWidth: 260 }}
            data-testid="agreement-type"
            aria-label={t("contentAdmin.agreement_type")}
          />
          <Select
            value={pick.lang}
            onChange={(lang) => setPick((p) => ({ ...p, lang }))}
            options={LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            style={{ minWidth: 200 }}
            showSearch
            optionFilterProp="label"
            data-testid="agreement-lang"
            aria-label={t("contentAdmin.language")}
          />
        </Space>
      </Card>
      <Editor key={`${pick.type}:${pick.lang}`} type={pick.type} lang={pick.lang} typeName={typeName(pick.type)} />
      <Card title={t("contentAdmin.agreements_existing")} size="small">
        <PagedTable<AgreementRow>
          {...pagedTableProps(list)}
          rowKey={(r) => `${r.type}:${r.lang}`}
          size="small"
          scrollX={700}
          label={t("contentAdmin.agreements_existing")}
          onRow={(r) => ({ onClick: () => setPick({ type: r.type, lang: r.lang }), style: { cursor: "pointer" } })}
          csv={{
            filename: "agreements",
            load: (page) => contentAdminApi.agreements(page, 100),
            columns: [
              { title: t("contentAdmin.agreement_type"), value: (r) => typeName(r.type) },
              { title: t("contentAdmin.language"), value: (r) => r.lang },
              { title: t("contentAdmin.title"), value: (r) => r.title },
              { title: t("contentAdmin.version"), value: (r) => r.version },
              { title: t("contentAdmin.updated"), value: (r) => when(r.updatetime) },
            ],
          }}
          columns={[
            { title: t("contentAdmin.agreement_type"), dataIndex: "type", render: (v: number) => typeName(v) },
            { title: t("contentAdmin.language"), dataIndex: "lang", width: 100 },
            { title: t("contentAdmin.title"), dataIndex: "title" },
            { title: t("contentAdmin.version"), dataIndex: "version", width: 90 },
            { title: t("contentAdmin.updated"), dataIndex: "updatetime", width: 160, render: when },
          ]}
        />
      </Card>
    </Space>
  );
}

/** The value once it has stayed the same for `ms` (typing does not call the server on every key). */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Editor({ type, lang, typeName }: { type: number; lang: string; typeName: string }) {
  const query = useQuery({
    queryKey: ["admin-agreement", type, lang],
    queryFn: () => contentAdminApi.agreement(type, lang),
  });
  if (!query.data) return <LoadingState />;
  return <EditorForm detail={query.data} typeName={typeName} />;
}

function EditorForm({ detail, typeName }: { detail: AgreementDetail; typeName: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const title = Form.useWatch("title", form) ?? detail.title;
  const content = useSettled(Form.useWatch("content", form) ?? detail.content);
  // the preview is the text as saving would store it (cleaned by the server's sanitizer), shown by
  // the same AgreementText as the public page; the browser never parses the raw input
  const preview = useQuery({
    queryKey: ["admin-agreement-preview", content],
    queryFn: () => contentAdminApi.previewAgreement(content),
    enabled: content.trim() !== "",
    placeholderData: keepPreviousData,
  });
  const save = useApiMutation(contentAdminApi.saveAgreement, {
    form,
    invalidate: [["admin-agreements"], ["admin-agreement", detail.type, detail.lang], ["agreement"]],
    onSuccess: (r) =>
      message.success(r.changed ? t("contentAdmin.agreement_saved", { v: r.version }) : t("contentAdmin.unchanged")),
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card
          size="small"
          title={`${typeName} · ${detail.lang}`}
          extra={
            <Space>
              <Tag color="blue" data-testid="agreement-version">
                {t("contentAdmin.version_n", { v: detail.version })}
              </Tag>
              {detail.updatetime ? <Typography.Text type="secondary">{when(detail.updatetime)}</Typography.Text> : null}
            </Space>
          }
        >
          {!detail.exists ? (
            <Typography.Paragraph type="secondary">{t("contentAdmin.agreement_new")}</Typography.Paragraph>
          ) : null}
          <Form
            form={form}
            layout="vertical"
            initialValues={{ title: detail.title, content: detail.content }}
            onFinish={(v) => save.mutate({ type: detail.type, lang: detail.lang, ...v })}
          >
            <Form.Item
              name="title"
              label={t("contentAdmin.title")}
              rules={[{ required: true, message: t("contentAdmin.title_required") }]}
            >
              <Input maxLength={120} data-testid="agreement-title" />
            </Form.Item>
            <Form.Item
              name="content"
              label={t("contentAdmin.agreement_text")}
              extra={t("contentAdmin.agreement_text_hint")}
              rules={[{ required: true, message: t("contentAdmin.text_required") }]}
            >
              <Input.TextArea autoSize={{ minRows: 12, maxRows: 28 }} data-testid="agreement-content" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="agreement-save">
              {t("contentAdmin.save")}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("contentAdmin.preview")} data-testid="agreement-preview">
          <Typography.Title level={2} className="agreement__title">
            {title}
          </Typography.Title>
          {content.trim() && preview.data?.content ? (
            <AgreementText content={preview.data.content} className="agreement__text" />
          ) : (
            <Empty />
          )}
        </Card>
      </Col>
    </Row>
  );
}
