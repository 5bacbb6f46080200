export {
  bindStaffSocket,
  bindUserSocket,
  localSocketCount,
  pushToStaff,
  pushToUser,
  registerRealtime,
  usersOnline,
} from "./socket.js";
