import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Upload } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { shopGoodsApi } from "../api/shop-goods-api";

/**
 * The goods' pictures (the first is the main one), uploaded through `common/upload`; at most `max`.
 * Several may be chosen at once: they are sent one after another, each added as it arrives (a
 * picture the server refuses is told and skipped), never more than the room left.
 */
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
  const upload = useApiMutation(shopGoodsApi.upload);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  // the list as it is now: uploads that end one after another each add to the latest
  const latest = useRef(value);
  latest.current = value;
  const uploadAll = async (files: File[]) => {
    const room = Math.max(0, max - latest.current.length);
    const chosen = files.slice(0, room);
    setProgress({ done: 0, count: chosen.length });
    for (const [i, file] of chosen.entries()) {
      try {
        const { url } = await upload.mutateAsync(file);
        latest.current = [...latest.current, url].slice(0, max);
        onChange?.(latest.current);
      } catch {
        // refused or failed: the API client has said why; the other pictures go on
      }
      setProgress({ done: i + 1, count: chosen.length });
    }
    setProgress(null);
  };
  const busy = progress !== null;
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
          multiple
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file, list) => {
            // called once per chosen file with the whole choice: the first starts them all
            if (file === list[0]) void uploadAll(list);
            return false;
          }}
        >
          <button type="button" className="goods-images__add" disabled={busy} data-testid="goods-image-add">
            <PlusOutlined />
            <span>
              {progress
                ? t("shopGoods.uploading_n", { n: Math.min(progress.done + 1, progress.count), total: progress.count })
                : t("shopGoods.add_images")}
            </span>
          </button>
        </Upload>
      ) : null}
    </div>
  );
}
