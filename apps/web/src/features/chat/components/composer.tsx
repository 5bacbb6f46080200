import { PictureOutlined, SendOutlined } from "@ant-design/icons";
import { CHAT_TEXT_MAX } from "@mp/contracts/constants";
import { Button, Input, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Text (Enter sends, Shift+Enter breaks the line) and a picture button. */
export function Composer({
  onText,
  onImage,
  placeholder,
}: {
  onText: (text: string) => Promise<unknown>;
  onImage?: (file: File) => Promise<unknown>;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await onText(value);
      setText("");
    } catch {
      // the api client has shown the error; the text stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-composer">
      {onImage ? (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            onImage(file)
              .catch(() => undefined)
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} aria-label={t("chat.send_image")} data-testid="chat-image" />
        </Upload>
      ) : null}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (!e.shiftKey) {
            e.preventDefault();
            void submit();
          }
        }}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={CHAT_TEXT_MAX}
        placeholder={placeholder ?? t("chat.placeholder")}
        aria-label={placeholder ?? t("chat.placeholder")}
        data-testid="chat-input"
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        onClick={() => void submit()}
        loading={busy}
        data-testid="chat-send"
      >
        {t("chat.send")}
      </Button>
    </div>
  );
}
