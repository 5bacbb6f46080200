export { onEviction } from "./evictions.js";
export {
  bindStaffSocket,
  bindUserSocket,
  closeStaffSockets,
  closeUserSockets,
  extendStaffSockets,
  localSocketCount,
  publishEviction,
  pushToStaff,
  pushToUser,
  registerRealtime,
  type SocketSession,
  usersOnline,
} from "./socket.js";
