import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import type { ConfirmPreview } from "../api/orders-api";

interface Props {
  data: ConfirmPreview;
  /** no address chosen once the addresses have loaded */
  needsAddress: boolean;
  busy: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** The sums the server priced and the submit button, at the foot of the confirmation. */
export function ConfirmBar({ data, needsAddress, busy, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <footer className="confirm__bar" data-testid="confirm-bar">
      <dl className="order-sums order-sums--bar">
        <dt>{t("orders.goods_total")}</dt>
        <dd>
          <bdi>{money(data.goods_total)}</bdi>
        </dd>
        <dt>{t("orders.freight")}</dt>
        <dd>
          <bdi>{money(data.freight)}</bdi>
        </dd>
        {Number(data.discount) > 0 ? (
          <>
            <dt>{t("orders.discount")}</dt>
            <dd>
              <bdi>−{money(data.discount)}</bdi>
            </dd>
          </>
        ) : null}
        <dt className="order-sums__total">{t("orders.to_pay")}</dt>
        <dd className="order-sums__total">
          <bdi data-testid="confirm-total">{money(data.total)}</bdi>
        </dd>
      </dl>
      {needsAddress ? <Alert type="warning" showIcon title={t("errors.address_required")} /> : null}
      <Button
        type="primary"
        danger
        size="large"
        loading={busy}
        disabled={disabled}
        onClick={onSubmit}
        data-testid="confirm-submit"
      >
        {t("orders.submit_order")}
      </Button>
    </footer>
  );
}
