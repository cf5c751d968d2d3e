import { bootApi, closeOnSignals } from './boot.ts';
import { parseConfig } from './config.ts';

// Runs the api on its own (`node api/src/main.ts`); the embedded server (server/) mounts it instead.
let config;
try {
  config = parseConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const api = await bootApi(config);
const server = api.app.listen(config.port, () => {
  const address = server.address();
  api.logger.info(
    { port: typeof address === 'object' ? address?.port : address, database: api.db.kind },
    'api listening',
  );
});
closeOnSignals(server, api);
