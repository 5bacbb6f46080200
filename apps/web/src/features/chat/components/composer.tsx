import { PictureOutlined, SendOutlined } from "@ant-design/icons";
import { CHAT_TEXT_MAX } from "@mp/contracts/constants";
import { Button, Input, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";

/** Text (Enter sends, Shift+Enter breaks the line) and a picture button; an attachment goes with Send. */
export function Composer({
  onText,
  onImage,
  placeholder,
  attachment = false,
}: {
  onText: (text: string) => Promise<unknown>;
  onImage?: (file: File) => Promise<unknown>;
  placeholder?: string;
  /** something is attached (an order): Send sends it even without a text */
  attachment?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  // a failure is shown by the API client; the text stays for another try
  const textCall = useApiMutation(onText, { onSuccess: () => setText("") });
  const imageCall = useApiMutation((file: File) => onImage?.(file) ?? Promise.resolve());
  const busy = textCall.isPending || imageCall.isPending;
  const submit = () => {
    const value = text.trim();
    if ((!value && !attachment) || busy) return;
    textCall.mutate(value);
  };
  return (
    <div className="chat-composer">
      {onImage ? (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            imageCall.mutate(file);
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
            submit();
          }
        }}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={CHAT_TEXT_MAX}
        placeholder={placeholder ?? t("chat.placeholder")}
        aria-label={placeholder ?? t("chat.placeholder")}
        data-testid="chat-input"
      />
      <Button type="primary" icon={<SendOutlined />} onClick={submit} loading={busy} data-testid="chat-send">
        {t("chat.send")}
      </Button>
    </div>
  );
}
