import Fastify from 'fastify';

// The baseline: a Fastify route that does no work at all, on the same machine and the same loop. With
// BODY set it answers those bytes as JSON, so that both sides of a bench send the same response.
const body = process.env.BODY;
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => (body === undefined ? { ok: true } : reply.type('application/json; charset=utf-8').send(body)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
