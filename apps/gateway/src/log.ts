/**
 * The gateway's logger: pino's calling convention (fields first, then the message), so the server
 * can hand its own pino logger to the poller and the agent.
 */
export interface GatewayLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const nothing = () => {};
export const silentLog: GatewayLog = { debug: nothing, info: nothing, warn: nothing, error: nothing };

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LEVELS)[number];

/** One line per message on stderr: `time level message key=value ...`. */
export function lineLog(minimum: LogLevel = 'info', write: (line: string) => void = (line) => process.stderr.write(line)): GatewayLog {
  const make = (level: LogLevel) => (fields: object, message: string) => {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(minimum)) return;
    const extra = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value instanceof Error ? JSON.stringify(value.message) : JSON.stringify(value)}`)
      .join(' ');
    write(`${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ''}\n`);
  };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}
