/** The rules tables in the staff console (docs/rules.md). */
import "./rules.css";

export { RulesTabs } from "./components/rules-tabs";
