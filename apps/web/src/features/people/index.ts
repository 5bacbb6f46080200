/** The console's people pages: users (list, page, lock, freeze, force logout) and staff accounts. */
export { StaffList } from "./components/staff-list";
export { UserDetail } from "./components/user-detail";
export { UsersList } from "./components/users-list";
