/**
 * The API benchmark's peer: a minimal Fastify + node-postgres server answering the same single-row read as
 * GET /api/prompts/:id (the same columns, `where id = $1 and user_id = $2 limit 1`, the same pool size), with
 * no authentication, validation or envelope: what a hand-written handler of that query costs.
 *
 *   PORT=3320 DATABASE_URL=postgres://... PEER_USER_ID=<uuid> node --import tsx bench/peers/fastify-pg.ts
 */
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const userId = process.env.PEER_USER_ID;
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>("/api/prompts/:id", async (req, reply) => {
  const { rows } = await pool.query({
    name: "prompt-by-id",
    text: "select id, user_id, name, description, prompt_text, type, is_active, created_at, updated_at from prompts where id = $1 and user_id = $2 limit 1",
    values: [req.params.id, userId],
  });
  if (!rows[0]) return reply.code(404).send({ error: "not found" });
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT ?? 3320), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => pool.end()));
