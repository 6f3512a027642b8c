import path from 'node:path';
import { backup, restore } from './backup.js';
import { loadConfig } from './config.js';

/**
 * `npm run backup [-- <directory>]` and `npm run restore -- <directory>` (docs/deploy.md § Backups), on the
 * DATABASE_URL / DATA_DIR of the environment, like the server.
 */
const [command, dir] = process.argv.slice(2);
const config = loadConfig();
if (command === 'backup') {
  const target = path.resolve(dir ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
  const manifest = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, target });
  console.log(
    `backup of ${manifest.kind} written to ${target}: ${JSON.stringify(manifest.counts)}, ${manifest.files} files`,
  );
} else if (command === 'restore' && dir) {
  const manifest = await restore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    source: path.resolve(dir),
  });
  console.log(
    `restored the ${manifest.kind} backup of ${manifest.createdAt} from ${dir}: ${JSON.stringify(manifest.counts)}, ${manifest.files} files — checked`,
  );
} else {
  console.error('usage: npm run backup [-- <directory>]  |  npm run restore -- <directory>');
  process.exit(2);
}
