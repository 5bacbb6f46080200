import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { WITHDRAW_NETWORKS } from "@mp/contracts/constants";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Empty, Form, Input, Modal, Select, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AddressNetwork, type WalletAddress, walletApi } from "../api/wallet-api";
import { useAddresses, walletKeys } from "../hooks";
import { addressValid, compact } from "../lib/rules";

const NETWORKS: readonly AddressNetwork[] = WITHDRAW_NETWORKS;
const HINT: Record<AddressNetwork, string> = {
  "USDT-TRC20": "wallet.hint_trc20",
  "USDT-ERC20": "wallet.hint_erc20",
  BANK: "wallet.hint_bank",
};

interface Draft {
  id?: number;
  network: AddressNetwork;
  address: string;
  bank_name: string;
  account_name: string;
}

const blank: Draft = { network: "USDT-TRC20", address: "", bank_name: "", account_name: "" };

/** The editor dialog: network, address (or bank name, account name and card number), checked client-side too. */
function AddressEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [v, setV] = useState<Draft>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const bank = v.network === "BANK";

  const check = (): [string, string] | null => {
    if (bank && v.bank_name.trim().length < 2) return ["bank_name", "errors.withdraw_address_required"];
    if (bank && v.account_name.trim().length < 2) return ["account_name", "errors.withdraw_address_required"];
    if (!compact(v.address)) return ["address", "errors.withdraw_address_required"];
    if (!addressValid(v.network, v.address)) return ["address", "errors.address_invalid"];
    return null;
  };

  const save = async () => {
    const bad = check();
    if (bad) {
      setErrors({ [bad[0]]: t(bad[1]) });
      message.warning(t(bad[1]));
      return;
    }
    setBusy(true);
    try {
      await walletApi.saveAddress({
        id: v.id,
        network: v.network,
        address: compact(v.address),
        bank_name: bank ? v.bank_name.trim() : undefined,
        account_name: bank ? v.account_name.trim() : undefined,
      });
      message.success(t("common.saved"));
      await client.invalidateQueries({ queryKey: walletKeys.addresses });
      onClose();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const set = (patch: Partial<Draft>) => {
    setV((x) => ({ ...x, ...patch }));
    setErrors({});
  };
  const st = (k: string) => (errors[k] ? ("error" as const) : undefined);

  return (
    <Modal
      open
      title={t(v.id ? "wallet.edit_address" : "wallet.add_address")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={480}
    >
      <Form layout="vertical" onFinish={() => void save()} data-testid="address-editor">
        <Form.Item label={t("wallet.network")} required>
          <Select
            value={v.network}
            onChange={(network) => set({ network })}
            options={NETWORKS.map((n) => ({ value: n, label: n === "BANK" ? t("wallet.network_bank") : n }))}
            data-testid="address-network"
          />
        </Form.Item>
        {bank && (
          <>
            <Form.Item label={t("wallet.bank_name")} required validateStatus={st("bank_name")} help={errors.bank_name}>
              <Input
                value={v.bank_name}
                maxLength={60}
                onChange={(e) => set({ bank_name: e.target.value })}
                data-testid="address-bank-name"
              />
            </Form.Item>
            <Form.Item
              label={t("wallet.account_name")}
              required
              validateStatus={st("account_name")}
              help={errors.account_name}
            >
              <Input
                value={v.account_name}
                maxLength={60}
                onChange={(e) => set({ account_name: e.target.value })}
                data-testid="address-account-name"
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          label={t(bank ? "wallet.card_number" : "wallet.address")}
          required
          validateStatus={st("address")}
          help={errors.address ?? t(HINT[v.network])}
        >
          <Input
            value={v.address}
            dir="ltr"
            inputMode={bank ? "numeric" : "text"}
            onChange={(e) => set({ address: e.target.value })}
            data-testid="address-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="address-save">
          {t("common.save")}
        </Button>
      </Form>
    </Modal>
  );
}

/** Saved withdrawal addresses: list, add, edit and delete (after confirmation). */
export function AddressBook() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const { data } = useAddresses();
  const [draft, setDraft] = useState<Draft | null>(null);

  const remove = (a: WalletAddress) =>
    modal.confirm({
      type: "warning",
      title: t("wallet.delete_confirm"),
      content: <bdi className="wallet-break">{a.address}</bdi>,
      okText: t("wallet.delete"),
      okButtonProps: { danger: true, "data-testid": "address-delete-confirm" },
      cancelText: t("common.cancel"),
      onOk: async () => {
        await walletApi.deleteAddress(a.id).catch(() => undefined);
        message.success(t("wallet.deleted"));
        await client.invalidateQueries({ queryKey: walletKeys.addresses });
      },
    });

  return (
    <div className="address-book">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft(blank)} data-testid="address-add">
        {t("wallet.add_address")}
      </Button>
      {!data ? (
        <Skeleton active />
      ) : data.length === 0 ? (
        <Empty description={t("wallet.no_addresses")} />
      ) : (
        <ul className="wallet-rows">
          {data.map((a) => (
            <li key={a.id} className="wallet-row" data-testid={`address-${a.id}`}>
              <div className="wallet-row__main">
                <span>
                  <Tag color={a.network === "BANK" ? "blue" : "green"}>
                    {a.network === "BANK" ? t("wallet.network_bank") : a.network}
                  </Tag>
                  {a.network === "BANK" && (
                    <span>
                      {a.bank_name} · {a.account_name}
                    </span>
                  )}
                </span>
                <bdi className="wallet-break wallet-mono">{a.address}</bdi>
              </div>
              <div className="wallet-row__side wallet-row__actions">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setDraft({ ...a })}
                  data-testid={`address-edit-${a.id}`}
                >
                  {t("wallet.edit")}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(a)}
                  data-testid={`address-delete-${a.id}`}
                >
                  {t("wallet.delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {draft && <AddressEditor draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}
