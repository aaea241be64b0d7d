import { runServer } from './server.ts';

// The API alone (the storefront's server is apps/web/server): '/' shows the docs.
void runServer(async (app) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/api/docs'));
});
