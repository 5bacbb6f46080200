import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Upload } from "antd";
import { useTranslation } from "react-i18next";
import { useGoodsImageUpload } from "../hooks/use-shop-goods";

/** The goods' pictures (the first is the main one), uploaded through `common/upload`; at most `max`. */
export function GoodsImages({
  value = [],
  onChange,
  max,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
}) {
  const { t } = useTranslation();
  const upload = useGoodsImageUpload((url) => onChange?.([...value, url].slice(0, max)));
  const busy = upload.isPending;
  return (
    <div className="goods-images" data-testid="goods-images">
      {value.map((u, i) => (
        <div key={u} className="goods-images__item">
          <img src={u} alt="" width={88} height={88} />
          {i === 0 ? <span className="goods-images__main">{t("shopGoods.main_image")}</span> : null}
          <button
            type="button"
            className="goods-images__remove"
            onClick={() => onChange?.(value.filter((x) => x !== u))}
            aria-label={t("shopGoods.remove_image")}
          >
            <DeleteOutlined />
          </button>
        </div>
      ))}
      {value.length < max ? (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <button type="button" className="goods-images__add" disabled={busy} data-testid="goods-image-add">
            <PlusOutlined />
            <span>{busy ? t("shopGoods.uploading") : t("shopGoods.add_image")}</span>
          </button>
        </Upload>
      ) : null}
    </div>
  );
}
