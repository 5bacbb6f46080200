import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { AgreementText, LanguageFallbackNote } from "../../../ui";
import { contentApi } from "../api/content-api";

/**
 * An agreement document: its title and text (AgreementText: cleaned HTML, or plain paragraphs),
 * with a line saying so when it is shown in another language than the reader's.
 */
export function AgreementView({ type }: { type: number }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.country);
  const { data, isLoading } = useQuery({
    queryKey: ["agreement", type, lang],
    queryFn: () => contentApi.agreement(type),
  });
  return (
    <Card className="agreement">
      <Typography.Title level={1} className="agreement__title">
        {data?.title || t(`agreement.title_${type}`, { defaultValue: "" })}
      </Typography.Title>
      {isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {!isLoading && !data?.content?.trim() ? <Empty description={t("agreement.empty")} /> : null}
      <LanguageFallbackNote lang={data?.lang} />
      {data?.content ? (
        // a text in another language keeps its own direction inside a right-to-left page
        <div lang={data.lang} dir="auto">
          <AgreementText content={data.content} className="agreement__text" />
        </div>
      ) : null}
    </Card>
  );
}
