import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FooterGroup, LangText } from "@mp/contracts";
import { LANGUAGES, SERVICE_CHAT_LINK } from "@mp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Input, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState, useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { contentAdminApi } from "../api/content-admin-api";

/** The footer link groups: titles and labels per language (English is the fallback), links to site paths or https addresses. */
export function FooterEditor() {
  const query = useQuery({ queryKey: ["admin-footer"], queryFn: contentAdminApi.footer });
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return <Groups initial={query.data.groups} />;
}

const setText = (text: LangText, lang: string, value: string): LangText => ({ ...text, [lang]: value });

function Groups({ initial }: { initial: FooterGroup[] }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [groups, setGroups] = useState<FooterGroup[]>(initial);
  const [lang, setLang] = useState("en");
  const save = useApiMutation(contentAdminApi.saveFooter, {
    invalidate: [["admin-footer"], ["init"]],
    onSuccess: () => message.success(t("contentAdmin.saved")),
  });
  const change = (gi: number, fn: (g: FooterGroup) => FooterGroup) =>
    setGroups((all) => all.map((g, i) => (i === gi ? fn(g) : g)));
  const hint = (text: LangText) => (lang === "en" ? "" : text.en);
  return (
    <Space direction="vertical" size="middle" className="content-admin__stack" data-testid="footer-editor">
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t("contentAdmin.editing_language")}</Typography.Text>
          <Select
            value={lang}
            onChange={setLang}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 200 }}
            options={LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            data-testid="footer-lang"
          />
          <Typography.Text type="secondary">
            {t("contentAdmin.footer_hint", { chat: SERVICE_CHAT_LINK })}
          </Typography.Text>
        </Space>
      </Card>
      <div className="content-admin__groups">
        {groups.map((g, gi) => (
          <Card
            // groups have no id: their position is what the footer shows
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
            key={gi}
            size="small"
            title={
              <Input
                value={g.title[lang] ?? ""}
                placeholder={hint(g.title) || t("contentAdmin.group_title")}
                onChange={(e) => change(gi, (x) => ({ ...x, title: setText(x.title, lang, e.target.value) }))}
                aria-label={t("contentAdmin.group_title")}
                data-testid={`footer-group-${gi}-title`}
              />
            }
            extra={
              <Button
                icon={<DeleteOutlined />}
                danger
                type="text"
                aria-label={t("contentAdmin.delete")}
                onClick={() => setGroups((all) => all.filter((_, i) => i !== gi))}
              />
            }
          >
            {g.links.map((l, li) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
              <Space.Compact key={li} block className="content-admin__link">
                <Input
                  value={l.label[lang] ?? ""}
                  placeholder={hint(l.label) || t("contentAdmin.link_label")}
                  onChange={(e) =>
                    change(gi, (x) => ({
                      ...x,
                      links: x.links.map((y, i) =>
                        i === li ? { ...y, label: setText(y.label, lang, e.target.value) } : y,
                      ),
                    }))
                  }
                  aria-label={t("contentAdmin.link_label")}
                  data-testid={`footer-group-${gi}-link-${li}-label`}
                />
                <Input
                  value={l.url}
                  onChange={(e) =>
                    change(gi, (x) => ({
                      ...x,
                      links: x.links.map((y, i) => (i === li ? { ...y, url: e.target.value } : y)),
                    }))
                  }
                  aria-label={t("contentAdmin.link")}
                  data-testid={`footer-group-${gi}-link-${li}-url`}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t("contentAdmin.delete")}
                  onClick={() => change(gi, (x) => ({ ...x, links: x.links.filter((_, i) => i !== li) }))}
                />
              </Space.Compact>
            ))}
            <Button
              icon={<PlusOutlined />}
              type="dashed"
              size="small"
              onClick={() => change(gi, (x) => ({ ...x, links: [...x.links, { label: { en: "" }, url: "/" }] }))}
            >
              {t("contentAdmin.add_link")}
            </Button>
          </Card>
        ))}
      </div>
      <Space>
        <Button icon={<PlusOutlined />} onClick={() => setGroups((all) => [...all, { title: { en: "" }, links: [] }])}>
          {t("contentAdmin.add_group")}
        </Button>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => save.mutate(clean(groups))}
          data-testid="footer-save"
        >
          {t("contentAdmin.save")}
        </Button>
      </Space>
    </Space>
  );
}

/** Empty translations are left out (those languages fall back to English); links are trimmed. */
function clean(groups: FooterGroup[]): FooterGroup[] {
  const texts = (x: LangText) => Object.fromEntries(Object.entries(x).filter(([, v]) => v.trim() !== ""));
  return groups.map((g) => ({
    title: texts(g.title),
    links: g.links.map((l) => ({ label: texts(l.label), url: l.url.trim() })),
  }));
}
