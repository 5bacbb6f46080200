import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Empty, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../../ui/app-feedback";
import type { WalletAddress } from "../api/wallet-api";
import { useAddressDelete, useAddresses } from "../hooks";
import { type AddressDraft, blankAddress } from "../hooks/use-address-editor";
import { AddressEditor } from "./address-editor";

interface RowProps {
  a: WalletAddress;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressRow({ a, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation();
  const bank = a.network === "BANK";
  return (
    <li className="wallet-row" data-testid={`address-${a.id}`}>
      <div className="wallet-row__main">
        <span>
          <Tag color={bank ? "blue" : "green"}>{bank ? t("wallet.network_bank") : a.network}</Tag>
          {bank && (
            <span>
              {a.bank_name} · {a.account_name}
            </span>
          )}
        </span>
        <bdi className="wallet-break wallet-mono">{a.address}</bdi>
      </div>
      <div className="wallet-row__side wallet-row__actions">
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`address-edit-${a.id}`}>
          {t("wallet.edit")}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} data-testid={`address-delete-${a.id}`}>
          {t("wallet.delete")}
        </Button>
      </div>
    </li>
  );
}

/** Saved withdrawal addresses: list, add, edit and delete (after confirmation). */
export function AddressBook() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const { data } = useAddresses();
  const del = useAddressDelete();
  const [draft, setDraft] = useState<AddressDraft | null>(null);

  const remove = (a: WalletAddress) =>
    modal.confirm({
      type: "warning",
      title: t("wallet.delete_confirm"),
      content: <bdi className="wallet-break">{a.address}</bdi>,
      okText: t("wallet.delete"),
      okButtonProps: { danger: true, "data-testid": "address-delete-confirm" },
      cancelText: t("common.cancel"),
      // the dialog closes either way; a failure is already shown
      onOk: () => del.mutateAsync(a.id).catch(() => undefined),
    });

  return (
    <div className="address-book">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft(blankAddress)} data-testid="address-add">
        {t("wallet.add_address")}
      </Button>
      {!data ? (
        <Skeleton active />
      ) : data.length === 0 ? (
        <Empty description={t("wallet.no_addresses")} />
      ) : (
        <ul className="wallet-rows">
          {data.map((a) => (
            <AddressRow key={a.id} a={a} onEdit={() => setDraft({ ...a })} onDelete={() => remove(a)} />
          ))}
        </ul>
      )}
      {draft && <AddressEditor draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}
