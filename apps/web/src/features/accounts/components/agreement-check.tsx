import { Checkbox } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/** "I have read and agree to the User Agreement and Privacy Policy" (ticked by default). */
export function AgreementCheck({ checked, onChange, testId }: Props) {
  const { t } = useTranslation();
  const closeAll = () => useAppStore.getState().closeAllDialogs();
  return (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId}>
      {t("accounts.agree_prefix")}{" "}
      <Link to="/privacy_agreement?type=1" onClick={closeAll}>
        {t("accounts.user_agreement")}
      </Link>{" "}
      {t("accounts.and")}{" "}
      <Link to="/privacy_agreement?type=2" onClick={closeAll}>
        {t("accounts.privacy_policy")}
      </Link>
      {t("accounts.agree_suffix")}
    </Checkbox>
  );
}
