import { EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Radio, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { addressLines, useShippingAddresses } from "../hooks/use-addresses";

interface Props {
  value: number | undefined;
  onChange: (id: number) => void;
  /** opens the add-address dialog (the addresses feature, composed by the route); else a link */
  onAdd?: () => void;
}

/** Choose one of the shopper's addresses; without any, "add shipping address first" and a link. */
export function AddressPicker({ value, onChange, onAdd }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useShippingAddresses();
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const add = onAdd ? (
    <Button type="link" icon={<PlusOutlined />} onClick={onAdd} data-testid="confirm-add-address">
      {t("orders.add_address")}
    </Button>
  ) : (
    <Link to="/shipping-address" data-testid="confirm-add-address">
      <PlusOutlined /> {t("orders.add_address")}
    </Link>
  );
  if (isError || !data || data.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t("errors.address_required")}
        action={add}
        data-testid="confirm-no-address"
      />
    );
  }
  return (
    <div className="address-picker">
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value)} className="address-picker__list">
        {data.map((a) => {
          const { where } = addressLines(a);
          return (
            <Radio
              key={a.id}
              value={a.id}
              className="address-card"
              disabled={a.deliverable === 0}
              data-testid="address-option"
              data-deliverable={a.deliverable === 0 ? "0" : "1"}
            >
              <span className="address-card__who">
                <EnvironmentOutlined />
                <span className="address-card__name" dir="auto">
                  {a.name}
                </span>
                <bdi dir="ltr">{`${a.mobile_code} ${a.mobile}`}</bdi>
                {a.default ? <Tag color="red">{t("orders.default_address")}</Tag> : null}
              </span>
              <span className="address-card__where">
                <bdi>{where}</bdi>
              </span>
              {a.deliverable === 0 ? (
                <span className="address-card__blocked" data-testid="address-undeliverable">
                  {t("errors.delivery_unsupported")}
                </span>
              ) : null}
            </Radio>
          );
        })}
      </Radio.Group>
      {add}
    </div>
  );
}
