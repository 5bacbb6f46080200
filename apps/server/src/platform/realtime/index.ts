export { onEviction } from "./evictions.js";
export {
  bindStaffSocket,
  bindUserSocket,
  localSocketCount,
  publishEviction,
  pushToStaff,
  pushToUser,
  registerRealtime,
  usersOnline,
} from "./socket.js";
