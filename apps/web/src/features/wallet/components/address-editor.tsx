import { WITHDRAW_NETWORKS } from "@mp/contracts/constants";
import { Button, Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import type { AddressNetwork } from "../api/wallet-api";
import { type AddressDraft, useAddressEditor } from "../hooks/use-address-editor";

const NETWORKS: readonly AddressNetwork[] = WITHDRAW_NETWORKS;
const HINT: Record<AddressNetwork, string> = {
  "USDT-TRC20": "wallet.hint_trc20",
  "USDT-ERC20": "wallet.hint_erc20",
  BANK: "wallet.hint_bank",
};

/** The editor dialog: network, address (or bank name, account name and card number), checked client-side too. */
export function AddressEditor({ draft, onClose }: { draft: AddressDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const { v, bank, set, errors, submit, busy } = useAddressEditor(draft, onClose);
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
      <Form layout="vertical" onFinish={submit} data-testid="address-editor">
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
