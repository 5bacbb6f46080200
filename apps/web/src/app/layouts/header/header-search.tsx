import { HistoryOutlined, SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SearchSelect } from "../../../lib/app-store";
import { useTakenOver } from "../../screen-hint";
import { useHeaderSearch } from "./use-header-search";

/**
 * Search box with the goods/shops selector (docs/states.md: stores, then replaces the route).
 * On focus a logged-in shopper sees their recent searches (recorded by the server) and can clear them.
 * Built from the browser's own select and input, so the first page carries no select component.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { keyword, setKeyword, select, setSelect, focused, setFocused, words, submit, ...h } = useHeaderSearch();
  const listId = useId();
  const showHistory = focused && words.length > 0;
  const takenOver = useTakenOver();
  return (
    <search
      className="hdr-search"
      // the history stays open while focus moves inside the search (to a word or to "clear")
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hdr-search__bar">
        <select
          value={select}
          onChange={(e) => setSelect(Number(e.target.value) as SearchSelect)}
          aria-label={t("header.search_type")}
          className="hdr-search__select"
          data-testid="search-select"
        >
          <option value={1}>{t("header.goods")}</option>
          <option value={2}>{t("header.shops")}</option>
        </select>
        <input
          type="search"
          className="hdr-search__input"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") submit();
            if (e.key === "Escape") setFocused(false);
          }}
          placeholder={t("header.search_placeholder")}
          aria-label={t("header.search_label")}
          aria-controls={showHistory ? listId : undefined}
          enterKeyHint="search"
          readOnly={!takenOver}
          data-testid="search-input"
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => submit()}
          aria-label={t("header.search_label")}
          className="hdr-search__go"
          data-testid="search-button"
        >
          <span className="hdr-search__label">{t("header.search_label")}</span>
        </Button>
      </div>
      {showHistory ? (
        <div className="search-history" id={listId}>
          <div className="search-history__head">
            <span>
              <HistoryOutlined /> {t("header.search_history")}
            </span>
            <Button
              type="link"
              size="small"
              loading={h.clearing}
              onClick={h.clearHistory}
              data-testid="search-history-clear"
            >
              {t("header.clear_history")}
            </Button>
          </div>
          <ul className="search-history__list">
            {words.map((w) => (
              <li key={w}>
                <button
                  type="button"
                  className="search-history__item"
                  onClick={() => submit(w)}
                  data-testid="search-history-item"
                >
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
