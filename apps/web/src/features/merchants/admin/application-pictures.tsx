import { Image, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { ShopApplication } from "../api/merchants-api";
import { RejectionNote } from "../components/earlier-rejection";

/** The shop's avatar and logo as the applicant sent them ("—" for one not sent), for the operator's review. */
export function ShopPictures({ app }: { app: ShopApplication }) {
  const { t } = useTranslation();
  return (
    <Space wrap className="apply-photos apply-photos--shop" data-testid="shop-apply-pictures">
      {(["avatar", "logo"] as const).map((kind) => (
        <figure key={kind}>
          {app[kind] ? (
            <Image
              src={app[kind]}
              width={96}
              height={96}
              className="apply-photos__shop-img"
              alt={t(`merchants.${kind}`)}
              data-testid={`shop-apply-${kind}`}
            />
          ) : (
            <span className="apply-photos__none" data-testid={`shop-apply-${kind}-none`}>
              —
            </span>
          )}
          <figcaption>{t(`merchants.${kind}`)}</figcaption>
        </figure>
      ))}
    </Space>
  );
}

/** The rejection before the applicant filled the application in again, when there was one. */
export function EarlierRejection({ app }: { app: ShopApplication }) {
  const { t } = useTranslation();
  if (!app.earlier_reason) return null;
  return (
    <RejectionNote
      reason={app.earlier_reason}
      at={app.earlier_reviewtime}
      title={t("merchants.earlier_rejection")}
      testId="shop-apply-earlier"
    />
  );
}
