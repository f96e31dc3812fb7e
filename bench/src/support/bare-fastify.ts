// The reference of the site bench: Fastify with one route answering a small JSON object, nothing else
// (no plugins, no logging), in its own process on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
