import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AgreementText, LanguageFallbackNote, LoadingState } from "../../../ui";
import type { BondContract } from "../api/bond-api";

/**
 * The bond contract as the merchant signs it: title, version and the full text, with a line saying
 * so when it is not in the merchant's language (the signature records the language shown).
 */
export function ContractText({ contract }: { contract: BondContract | undefined }) {
  const { t } = useTranslation();
  if (!contract) return <LoadingState />;
  return (
    <section className="bond-contract" data-testid="bond-contract" aria-label={contract.title}>
      <Typography.Title level={4}>
        <bdi dir="auto">{contract.title}</bdi>{" "}
        <Tag data-testid="bond-contract-version">{t("bond.version", { v: contract.version })}</Tag>
      </Typography.Title>
      <LanguageFallbackNote lang={contract.lang} />
      {/* an untranslated (English) contract keeps its own direction inside a right-to-left page */}
      <div lang={contract.lang} dir="auto">
        <AgreementText content={contract.content} className="bond-contract-text" />
      </div>
    </section>
  );
}
