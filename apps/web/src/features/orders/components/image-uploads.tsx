import { PlusOutlined } from "@ant-design/icons";
import { Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useImageUpload } from "../hooks/use-image-upload";

/** Up to `max` pictures through the existing upload call; `onChange` gets their URLs. */
export function ImageUploads({
  max,
  onChange,
  testId,
}: {
  max: number;
  onChange: (urls: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  const set = (next: string[]) => {
    setUrls(next);
    onChange(next);
  };
  const upload = useImageUpload((url) => set([...urls, url]));
  const busy = upload.isPending;
  return (
    <div className="image-uploads" data-testid={testId}>
      {urls.map((u) => (
        <button
          key={u}
          type="button"
          className="image-uploads__item"
          onClick={() => set(urls.filter((x) => x !== u))}
          aria-label={t("orders.remove_image")}
        >
          <img src={u} alt="" width={72} height={72} />
        </button>
      ))}
      {urls.length < max ? (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <button type="button" className="image-uploads__add" disabled={busy}>
            <PlusOutlined />
            <span>{busy ? t("orders.uploading") : t("orders.add_image")}</span>
          </button>
        </Upload>
      ) : null}
    </div>
  );
}
