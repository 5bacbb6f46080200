import {
  changeEmailBody,
  changePasswordBody,
  emsSendBody,
  loginBody,
  payPassEditBody,
  profileBody,
  registerBody,
  resetPasswordBody,
} from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as accounts from "./accounts.service.js";

const doc = routeDocs("Accounts");

/** Account calls (docs/api.md#calls). Routes only validate, call one service and present. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const max = app.platform.config.authRateLimitPerMinute;
  const loginLimit = { config: { rateLimit: { max, timeWindow: "1 minute" } } };
  const codeLimit = { config: { rateLimit: { max: Math.max(1, Math.floor(max / 2)), timeWindow: "1 minute" } } };

  app.post(
    "/api/ems/send",
    {
      ...codeLimit,
      ...doc("Send an e-mail code", "optional", emsSendBody, {
        description: "Events `changepwd` and `paypass` send to the logged-in user's address and need the session.",
      }),
    },
    async (req) => {
      await accounts.sendEmailCode(req.ctx, req.body);
      return ok(null, "Sent successfully");
    },
  );
  app.post("/api/wanlshop/user/register", doc("Register with an e-mail code", "none", registerBody), async (req) => {
    return ok({ userinfo: await accounts.register(req.ctx, req.body) }, "Registered successfully");
  });
  app.post("/api/wanlshop/user/login", { ...loginLimit, ...doc("Log in", "none", loginBody) }, async (req) => {
    return ok({ userinfo: await accounts.login(req.ctx, req.body) }, "Logged in successfully");
  });
  app.post("/api/wanlshop/user/logout", doc("Log out (ends this session)", "shopper", "none"), async (req) => {
    await accounts.logout(req.ctx);
    return ok(null, "Logged out");
  });
  app.post(
    "/api/wanlshop/user/resetpwd",
    { ...loginLimit, ...doc("Reset a forgotten password", "none", resetPasswordBody) },
    async (req) => {
      await accounts.resetPassword(req.ctx, req.body);
      return ok(null, "Password reset successfully");
    },
  );
  app.post("/api/wanlshop/user/get_userinfo", doc("The logged-in user", "shopper", "none"), async (req) =>
    ok(await accounts.userInfo(req.ctx)),
  );
  app.post(
    "/api/wanlshop/user/pay_pass_edit",
    { ...loginLimit, ...doc("Set the payment password", "shopper", payPassEditBody) },
    async (req) => {
      await accounts.setPayPassword(req.ctx, req.body);
      return ok(null, "Payment password saved");
    },
  );
  app.post("/api/wanlshop/user/profile", doc("Edit the profile", "shopper", profileBody), async (req) =>
    ok(await accounts.updateProfile(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/wanlshop/user/changeemail",
    { ...loginLimit, ...doc("Change the e-mail address", "shopper", changeEmailBody) },
    async (req) => {
      return ok(await accounts.changeEmail(req.ctx, req.body), "Email changed");
    },
  );
  app.post(
    "/api/wanlshop/user/changepwd",
    { ...loginLimit, ...doc("Change the password", "shopper", changePasswordBody) },
    async (req) => {
      await accounts.changePassword(req.ctx, req.body);
      return ok(null, "Password changed");
    },
  );
}
