// Creates or drops one database on a PostgreSQL server: node scripts/ci-database.mjs create|drop URL NAME
import pg from "pg";

const [action, url, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !url || !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: node scripts/ci-database.mjs create|drop <server url> <database name>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(action === "create" ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.end();
console.log(`${action === "create" ? "created" : "dropped"} database ${name}`);
