import Fastify from 'fastify';

// The baseline: a Fastify route that does no work at all, on the same machine and the same loop.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
