import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { contentApi } from "../api/content-api";

/** An agreement document as plain-text paragraphs (never HTML). */
export function AgreementView({ type }: { type: number }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.country);
  const { data, isLoading } = useQuery({
    queryKey: ["agreement", type, lang],
    queryFn: () => contentApi.agreement(type),
  });
  const paragraphs = (data?.content ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Card className="agreement">
      <Typography.Title level={1} className="agreement__title">
        {data?.title || t(`agreement.title_${type}`, { defaultValue: "" })}
      </Typography.Title>
      {isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {!isLoading && paragraphs.length === 0 ? <Empty description={t("agreement.empty")} /> : null}
      {paragraphs.map((p, i) => (
        // paragraphs have no identity beyond their position in the document
        // biome-ignore lint/suspicious/noArrayIndexKey: static document order
        <Typography.Paragraph key={i} className="agreement__para">
          {p}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
