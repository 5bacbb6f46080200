import { HistoryOutlined, SearchOutlined } from "@ant-design/icons";
import { AutoComplete, Button, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { SearchSelect } from "../../../lib/app-store";
import { useHeaderSearch } from "./use-header-search";

function HistoryHead({ clearing, onClear }: { clearing: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="search-history__head">
      <span>
        <HistoryOutlined /> {t("header.search_history")}
      </span>
      <Button type="link" size="small" loading={clearing} onClick={onClear} data-testid="search-history-clear">
        {t("header.clear_history")}
      </Button>
    </div>
  );
}

/**
 * Search box with the goods/shops selector (docs/states.md: stores, then replaces the route).
 * On focus a logged-in shopper sees their recent searches (recorded by the server) and can clear them.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { keyword, setKeyword, select, setSelect, focused, setFocused, words, submit, ...h } = useHeaderSearch();
  const options =
    words.length > 0
      ? [
          {
            label: <HistoryHead clearing={h.clearing} onClear={h.clearHistory} />,
            options: words.map((w) => ({ value: w, label: <span data-testid="search-history-item">{w}</span> })),
          },
        ]
      : [];

  return (
    <search className="hdr-search">
      <Space.Compact block>
        <Select<SearchSelect>
          value={select}
          onChange={setSelect}
          options={[
            { value: 1, label: t("header.goods") },
            { value: 2, label: t("header.shops") },
          ]}
          aria-label={t("header.search_type")}
          className="hdr-search__select"
          data-testid="search-select"
          popupMatchSelectWidth={false}
        />
        <AutoComplete
          value={keyword}
          options={options}
          open={focused && options.length > 0}
          defaultActiveFirstOption={false}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(v: string) => setKeyword(v)}
          onSelect={(v: string) => submit(v)}
          className="hdr-search__box"
          classNames={{ popup: { root: "search-history" } }}
        >
          <Input
            allowClear
            placeholder={t("header.search_placeholder")}
            aria-label={t("header.search_label")}
            data-testid="search-input"
            onPressEnter={() => submit()}
          />
        </AutoComplete>
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => submit()}
          aria-label={t("header.search_label")}
          data-testid="search-button"
        >
          <span className="hdr-search__label">{t("header.search_label")}</span>
        </Button>
      </Space.Compact>
    </search>
  );
}
