import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './prepare.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareDatabase(database, { seedDemo: config.seedDemo, dataDir: config.dataDir });
  console.log(`migrations applied on ${database.kind}${config.databaseUrl ? '' : ` (${config.dataDir})`}`);
} finally {
  await database.close();
}
