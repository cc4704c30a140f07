/**
 * `npm run restore -- FILE [--force]`: brings a backup back into the configured database and
 * picture store; `--force` replaces data that is already there.
 */
import { restoreCommand } from '../server/backup/cli';

process.exitCode = await restoreCommand(process.argv.slice(2));
