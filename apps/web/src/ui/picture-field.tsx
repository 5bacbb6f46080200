import { UploadOutlined } from "@ant-design/icons";
import { Button, Image, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "./use-api-mutation";

interface Props {
  value?: string;
  onChange?: (path: string) => void;
  /** a link to show the current picture (a signed link for a private one) */
  preview?: string;
  onPreview?: (link: string) => void;
  upload: (file: File) => Promise<{ url: string; preview?: string }>;
  testId: string;
  /** what the picture is (the field's label), naming the button that shows it larger */
  label?: string;
}

/** One picture in a form (a Form.Item child): the server decodes and re-encodes it; the field keeps its path. */
export function PictureField({ value, onChange, preview, onPreview, upload, testId, label }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<string | undefined>(undefined);
  const send = useApiMutation(upload, {
    onSuccess: (r) => {
      const link = r.preview ?? r.url;
      setShown(link);
      onPreview?.(link);
      onChange?.(r.url);
    },
  });
  const link = shown ?? preview ?? (value?.startsWith("/uploads/") ? value : undefined);
  return (
    <Space direction="vertical">
      {link && value ? (
        // antd makes the preview a button (it opens the picture larger): the button needs a name
        <Image
          src={link}
          width={200}
          alt=""
          aria-label={label ? `${label}: ${t("ui.enlarge_picture")}` : t("ui.enlarge_picture")}
          data-testid={`${testId}-preview`}
        />
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        style={{ display: "none" }}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) send.mutate(file);
          e.target.value = "";
        }}
      />
      <Button icon={<UploadOutlined />} loading={send.isPending} onClick={() => input.current?.click()}>
        {t(value ? "ui.replace_picture" : "ui.choose_picture")}
      </Button>
      <Typography.Text type="secondary">{t("ui.picture_hint")}</Typography.Text>
    </Space>
  );
}
