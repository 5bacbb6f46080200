import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useClearSearchHistory, useSearchHistory } from "../../../features/catalogue";
import { type SearchSelect, useAppStore } from "../../../lib/app-store";

/** The search box's state: keyword and kind (kept in the app store), the shopper's recent searches. */
export function useHeaderSearch() {
  const navigate = useNavigate();
  const [keyword, setKeywordValue] = useState(() => useAppStore.getState().keyword);
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
    setKeywordValue(word);
    setSelect(kind);
  }, [location.pathname, location.search]);

  const submit = (value = keyword) => {
    const word = value.trim();
    setKeywordValue(word);
    setFocused(false);
    useAppStore.getState().setSearch(word, select);
    const path = select === 2 ? "/shop_cate" : "/goods_cate";
    navigate(`${path}?${new URLSearchParams({ keyword: word, time: String(Date.now()) })}`, { replace: true });
  };

  const typed = keyword.trim().toLowerCase();
  const words = loggedIn ? (history.data ?? []).filter((w) => !typed || w.toLowerCase().includes(typed)) : [];

  return {
    keyword,
    /** typing; an emptied box forgets the stored keyword too */
    setKeyword: (v: string) => {
      setKeywordValue(v);
      if (v === "") useAppStore.getState().setSearch("", select);
    },
    select,
    setSelect,
    focused,
    setFocused,
    words,
    clearHistory: () => clearHistory.mutate(),
    clearing: clearHistory.isPending,
    submit,
  };
}
