// The reference for the user-info benchmark: a bare Fastify server answering a fixed JSON body of
// the same shape, with no authentication and no database. Ours divided by this is the cost of the
// real work.
import Fastify from 'fastify';

const body = {
  status: 200,
  message: 'success',
  data: { id: 1, username: 'admin', realname: 'Administrator', roles: [{ idenkey: 'admin' }] },
};
const app = Fastify({ logger: false });
app.get('/prod-api/sys/user/info', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('Lamplighter is running (reference)');
