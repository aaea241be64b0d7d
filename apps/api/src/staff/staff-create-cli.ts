import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { StaffAccountError } from './staff-accounts.ts';
import { staffCreate } from './staff-create.ts';

// `npm run staff:create -- --email ... --role admin`: see staff-create.ts.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const created = await staffCreate(database.db, process.argv.slice(2), config.accounts.storeMode);
  console.log(`Created staff account ${created.id}: ${created.email} (${created.role})`);
  console.log(`Password (shown once): ${created.password}`);
  if (created.totpUri)
    console.log(`Authenticator (add it to the app, then keep it secret): ${created.totpUri}`);
} catch (error) {
  console.error(error instanceof StaffAccountError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
