import { useQuery } from "@tanstack/react-query";
import { type ButtonProps, Descriptions, Empty, Modal, Skeleton, Timeline } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { type Order, ordersApi } from "../api/orders-api";
import { useEditOrderAddress } from "../hooks/use-edit-order-address";
import { eventName } from "../lib/order-state";
import { AddressPicker } from "./address-picker";

/** Modify address: once, before shipping (the server checks both). */
export function EditAddressModal({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [addressId, setAddressId] = useState<number>();
  const edit = useEditOrderAddress(() => {
    onDone();
    onClose();
  });
  const save = () => {
    if (addressId) edit.mutate({ id: order.id, addressId });
  };
  return (
    <Modal
      open
      title={t("orders.modify_address")}
      onCancel={onClose}
      onOk={save}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={
        { disabled: !addressId, loading: edit.isPending, "data-testid": "edit-address-save" } as ButtonProps
      }
    >
      <p className="order-modal__hint">{t("orders.modify_address_once")}</p>
      <AddressPicker value={addressId} onChange={setAddressId} />
    </Modal>
  );
}

/** Logistics: carrier, tracking number and the events, newest first. */
export function LogisticsModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ["orders", "logistics", order.id], queryFn: () => ordersApi.logistics(order.id) });
  return (
    <Modal open title={t("orders.logistics")} onCancel={onClose} footer={null}>
      <div data-testid="logistics">
        {q.isPending ? <Skeleton active /> : null}
        {q.data ? (
          <>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: "c", label: t("orders.carrier"), children: q.data.express_name || "—" },
                { key: "n", label: t("orders.tracking_no"), children: <bdi>{q.data.express_no || "—"}</bdi> },
              ]}
            />
            {q.data.events.length ? (
              <Timeline
                items={q.data.events.map((e) => ({
                  key: `${e.time}-${e.kind}-${e.content}`,
                  children: (
                    <>
                      <strong>{eventName(t, e.kind)}</strong>
                      <div>
                        <bdi>{e.content}</bdi>
                      </div>
                      <small>{dateTime(e.time)}</small>
                    </>
                  ),
                }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("orders.no_logistics")} />
            )}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
