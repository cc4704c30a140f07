import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Thrown when another living process holds the embedded database's data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Pricelist ` +
        'server?). The embedded database allows one process at a time: stop that process first.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** A held lock; `release` gives it up (only when it is still ours). */
export interface DataDirLock {
  release(): void;
}

/** The lock files this process took and holds. */
const held = new Set<string>();

/** Whether a process with this pid runs (possibly another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `{dataDir}.lock` for this process: one Pricelist process per embedded database. The
 * lock tells a running Pricelist server (a second start is refused) from one that was killed, whose
 * database server is left running and is stopped by the next start. A lock left by a process
 * that no longer runs is taken over, and so is one naming this process's pid that this process
 * did not take (a container restarted: the new server often gets the old one's pid); one this
 * process holds is refused like any other.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      held.add(file);
      return {
        release: () => {
          if (!held.delete(file)) return;
          if (holderOf(file) === process.pid) rmSync(file, { force: true });
        },
      };
    }
    const holder = holderOf(file);
    const ours = holder === process.pid;
    if (holder !== undefined && (ours ? held.has(file) : processAlive(holder)))
      throw new DataDirInUseError(dataDir, holder);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}.`);
}
