import { DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Empty, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../../ui/app-feedback";
import type { AddressDraft, ShippingAddress } from "../api/addresses-api";
import { useShippingAddressDelete, useShippingAddressList } from "../hooks";
import { AddressForm, blankAddress } from "./address-form";

const toDraft = (a: ShippingAddress): AddressDraft => ({
  id: a.id,
  name: a.name,
  mobile_code: a.mobile_code,
  mobile: a.mobile,
  country: a.country,
  province: a.province,
  city: a.city,
  zip_code: a.zip_code,
  address: a.address,
  default: a.default === 1,
});

interface RowProps {
  a: ShippingAddress;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressRow({ a, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation();
  return (
    <li className="addr-row" data-testid={`addr-row-${a.id}`}>
      <EnvironmentOutlined className="addr-row__icon" aria-hidden />
      <div className="addr-row__main">
        <div className="addr-row__who">
          <strong>
            <bdi>{a.name}</bdi>
          </strong>
          <bdi dir="ltr">
            {a.mobile_code} {a.mobile}
          </bdi>
          {a.default === 1 && (
            <Tag color="red" data-testid="addr-default-tag">
              {t("addresses.default")}
            </Tag>
          )}
        </div>
        <div className="addr-row__where">
          <bdi>
            {a.address}, {a.city}, {a.province}, {a.country} {a.zip_code}
          </bdi>
        </div>
      </div>
      <div className="addr-row__actions">
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`addr-edit-${a.id}`}>
          {t("addresses.edit_short")}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} data-testid={`addr-delete-${a.id}`}>
          {t("addresses.delete")}
        </Button>
      </div>
    </li>
  );
}

/** `/shipping-address`: the shopper's addresses, add/edit dialog, default mark, delete after confirmation. */
export function AddressList() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const { data } = useShippingAddressList();
  const del = useShippingAddressDelete();
  const [draft, setDraft] = useState<AddressDraft | null>(null);

  const remove = (a: ShippingAddress) =>
    modal.confirm({
      type: "warning",
      title: t("addresses.delete_confirm"),
      content: (
        <bdi>
          {a.name} · {a.city}
        </bdi>
      ),
      okText: t("addresses.delete"),
      okButtonProps: { danger: true, "data-testid": "addr-delete-confirm" },
      cancelText: t("common.cancel"),
      // a refused delete leaves the dialog open
      onOk: () => del.mutateAsync(a.id),
    });

  return (
    <div className="addr-book">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft(blankAddress)} data-testid="addr-add">
        {t("addresses.add")}
      </Button>
      {!data ? (
        <Skeleton active />
      ) : data.length === 0 ? (
        <Empty description={t("addresses.empty")} />
      ) : (
        <ul className="addr-rows">
          {data.map((a) => (
            <AddressRow key={a.id} a={a} onEdit={() => setDraft(toDraft(a))} onDelete={() => remove(a)} />
          ))}
        </ul>
      )}
      {draft && <AddressForm draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}
