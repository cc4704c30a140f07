/**
 * `npm run backup [-- FILE]`: one file with a consistent backup of the database and the
 * pictures, with the server's configuration (DATA_DIR, DATABASE_URL, S3_*).
 */
import { backupCommand } from '../server/backup/cli';

process.exitCode = await backupCommand(process.argv.slice(2));
