export { onEviction, publishEviction } from "./evictions.js";
export {
  bindStaffSocket,
  bindUserSocket,
  localSocketCount,
  pushToStaff,
  pushToUser,
  registerRealtime,
  usersOnline,
} from "./socket.js";
