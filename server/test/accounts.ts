import request from "supertest";
import type { AccountRole } from "@shared/enums";
import { hashPassword } from "../auth/password";
import type { TestContext } from "./test-app";

let counter = 0;

/** An account that can sign in at once (as if its invitation had been accepted). */
export async function createAccount(
  ctx: TestContext,
  options: { role?: AccountRole; username?: string; password?: string } = {},
) {
  const n = ++counter;
  const username = options.username ?? `kollegin${n}`;
  const password = options.password ?? `sehr-geheimes-passwort-${n}`;
  const user = await ctx.services.usersRepo.insert({
    username,
    passwordHash: await hashPassword(password),
    role: options.role ?? "staff",
    email: `${username}@spreehaus-immobilien.de`,
  });
  return { ...user, password };
}

/** A cookie-keeping agent signed in as `account`. */
export async function signIn(ctx: TestContext, account: { username: string; password: string }) {
  const agent = request.agent(ctx.app);
  await agent.post("/api/auth/login").send({ username: account.username, password: account.password }).expect(200);
  return agent;
}

/** The audit entries of one action, newest first, straight from the table. */
export async function auditRows(ctx: TestContext, action?: string) {
  const { rows } = await ctx.database.pool.query<{
    actor_id: number | null;
    actor_name: string;
    action: string;
    record_type: string | null;
    record_id: string | null;
    summary: string;
  }>(
    `select actor_id, actor_name, action, record_type, record_id, summary from audit_entries
     ${action ? "where action = $1" : ""} order by id desc`,
    action ? [action] : [],
  );
  return rows;
}
