import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../ui";
import type { BondContract } from "../api/bond-api";

/** The bond contract as the merchant signs it: title, version and the full text. */
export function ContractText({ contract }: { contract: BondContract | undefined }) {
  const { t } = useTranslation();
  if (!contract) return <LoadingState />;
  return (
    <section className="bond-contract" data-testid="bond-contract" aria-label={contract.title}>
      <Typography.Title level={4}>
        <bdi dir="auto">{contract.title}</bdi>{" "}
        <Tag data-testid="bond-contract-version">{t("bond.version", { v: contract.version })}</Tag>
      </Typography.Title>
      {/* an untranslated (English) contract keeps its own direction inside a right-to-left page */}
      <div className="bond-contract-text" lang={contract.lang} dir="auto">
        {contract.content.split("\n\n").map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </div>
    </section>
  );
}
