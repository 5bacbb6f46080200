import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "./app-feedback";

/** A problem found before sending: the field it belongs to and the i18n key of its message. */
export type FieldProblem = [field: string, key: string] | null;

/**
 * Forms checked in the browser before they are sent (the wallet forms): the first problem shows
 * under its field and as a warning toast, in the user's language; a form that passes clears them.
 */
export function useFieldErrors() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** true when the form may be sent; otherwise shows the problem and answers false */
  const passes = (problem: FieldProblem): boolean => {
    if (problem) {
      setErrors({ [problem[0]]: t(problem[1]) });
      message.warning(t(problem[1]));
      return false;
    }
    setErrors({});
    return true;
  };
  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: "" }));
  const clearAll = () => setErrors({});
  return { errors, passes, clear, clearAll };
}
