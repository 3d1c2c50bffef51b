export type LogLevel = 'info' | 'warn' | 'error';

/** Fields of one log line. Never put request bodies, envelope keys or tokens here. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface LogRecord extends LogFields {
  level: LogLevel;
  time: string;
  msg: string;
}

/** One JSON object per line: info to stdout, warnings and errors to stderr. */
export function createJsonLogger(
  write: (record: LogRecord, line: string) => void = (record, line) => {
    (record.level === 'info' ? process.stdout : process.stderr).write(line + '\n');
  },
): Logger {
  const log = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    const record: LogRecord = { level, time: new Date().toISOString(), msg, ...fields };
    write(record, JSON.stringify(record));
  };
  return {
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  };
}

/** Keeps records in memory (tests read them) and prints nothing. */
export function createMemoryLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  return Object.assign(
    createJsonLogger((record) => {
      records.push(record);
    }),
    { records },
  );
}
