import { BOARD_HEARTBEAT_MS, DEFAULT_HEALTH_THRESHOLDS } from '../../../src/domain/screen-health';
import type { BoardHealthConfig, ServerConfig } from '../../config';

/** The screen-health settings of a configuration, defaults where it names none. */
export function boardHealthOf(config: ServerConfig): BoardHealthConfig {
  return config.boardHealth ?? { heartbeatMs: BOARD_HEARTBEAT_MS, ...DEFAULT_HEALTH_THRESHOLDS };
}
