import { HistoryOutlined, SearchOutlined } from "@ant-design/icons";
import { AutoComplete, Button, Input, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useClearSearchHistory, useSearchHistory } from "../../../features/catalogue";
import { type SearchSelect, useAppStore } from "../../../lib/app-store";

/**
 * Search box with the goods/shops selector (SPEC.md section 4: stores, then replaces the route).
 * On focus a logged-in shopper sees their recent searches (recorded by the server) and can clear them.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(() => useAppStore.getState().keyword);
  const [select, setSelect] = useState<SearchSelect>(() => useAppStore.getState().select);
  const [focused, setFocused] = useState(false);
  const loggedIn = useAppStore((s) => Boolean(s.token));
  const history = useSearchHistory(focused);
  const clearHistory = useClearSearchHistory();
  const location = useLocation();

  // a search page opened from a link or a reload shows its keyword and kind in the box
  useEffect(() => {
    const kind = location.pathname === "/shop_cate" ? 2 : location.pathname === "/goods_cate" ? 1 : 0;
    const word = new URLSearchParams(location.search).get("keyword");
    if (!kind || word === null) return;
    setKeyword(word);
    setSelect(kind);
  }, [location.pathname, location.search]);

  const submit = (value = keyword) => {
    const word = value.trim();
    setKeyword(word);
    setFocused(false);
    useAppStore.getState().setSearch(word, select);
    const path = select === 2 ? "/shop_cate" : "/goods_cate";
    navigate(`${path}?${new URLSearchParams({ keyword: word, time: String(Date.now()) })}`, { replace: true });
  };

  const typed = keyword.trim().toLowerCase();
  const words = (history.data ?? []).filter((w) => !typed || w.toLowerCase().includes(typed));
  const options =
    loggedIn && words.length > 0
      ? [
          {
            label: (
              <div className="search-history__head">
                <span>
                  <HistoryOutlined /> {t("header.search_history")}
                </span>
                <Button
                  type="link"
                  size="small"
                  loading={clearHistory.isPending}
                  onClick={() => clearHistory.mutate()}
                  data-testid="search-history-clear"
                >
                  {t("header.clear_history")}
                </Button>
              </div>
            ),
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
          onChange={(v: string) => {
            setKeyword(v);
            if (v === "") useAppStore.getState().setSearch("", select);
          }}
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
