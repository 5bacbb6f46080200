import { useQuery } from "@tanstack/react-query";
import { Select, Spin } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** One thing a search found: its id, its name (shown once it is chosen too) and a line under it in the list. */
export interface SearchOption {
  value: number;
  /** the chosen option's words in the closed select ("DemoShopper · shopper@demo.test") */
  text: string;
  /** a second line in the list ("#12 · owner@example.com") */
  detail?: string;
}

/** An option in the open list: its words on lines of their own, wrapped rather than cut, each in its own direction. */
function OptionLabel({ option }: { option: SearchOption }) {
  return (
    <span className="ui-search-option">
      <bdi>{option.text}</bdi>
      {option.detail ? <bdi className="ui-search-option__detail">{option.detail}</bdi> : null}
    </span>
  );
}

export interface SearchSelectProps {
  /** what the search is of, for the query cache ("finance-user-search") */
  name: string;
  /** the server's search: a keyword (a part of a name or an e-mail, or an id) -> the first matches */
  search: (keyword: string) => Promise<SearchOption[]>;
  value?: number | null;
  onChange?: (value: number | null, option: SearchOption | null) => void;
  placeholder?: string;
  /** the accessible name of the field */
  label: string;
  testId?: string;
  className?: string;
}

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

/**
 * A select that finds what it offers on the server as staff type a name or an e-mail (an id works
 * too), for a call that needs an id: a user's ledger, a coupon's shop. The chosen one stays shown
 * by its words while another search lists other things. Works as a form field (value, onChange).
 */
export function SearchSelect({
  name,
  search,
  value,
  onChange,
  placeholder,
  label,
  testId,
  className,
}: SearchSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [name, keyword],
    queryFn: () => search(keyword),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
  const list = found.data ?? [];
  const shown = chosen && chosen.value === value ? chosen : null;
  const options = [...(shown && !list.some((o) => o.value === shown.value) ? [shown] : []), ...list];
  const waiting = keyword !== typed.trim() || found.isFetching;
  return (
    <Select<number>
      className={className}
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      optionLabelProp="text"
      options={options.map((o) => ({ value: o.value, label: <OptionLabel option={o} />, text: o.text }))}
      notFoundContent={
        waiting && typed.trim() ? <Spin size="small" /> : typed.trim() ? t("ui.search_none") : t("ui.search_hint")
      }
      onChange={(v) => {
        const option = v === undefined || v === null ? null : (options.find((o) => o.value === v) ?? null);
        setChosen(option);
        onChange?.(option ? option.value : null, option);
      }}
      data-testid={testId}
    />
  );
}
