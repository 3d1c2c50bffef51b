export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Fields of one log line. Never put request bodies, envelope keys or tokens here. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface LogRecord extends LogFields {
  level: LogLevel;
  time: string;
  msg: string;
}

/** One JSON object per line: debug and info to stdout, warnings and errors to stderr. */
export function createJsonLogger(
  write: (record: LogRecord, line: string) => void = (record, line) => {
    (record.level === 'debug' || record.level === 'info' ? process.stdout : process.stderr).write(
      line + '\n',
    );
  },
): Logger {
  const log = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    const record: LogRecord = { level, time: new Date().toISOString(), msg, ...fields };
    write(record, JSON.stringify(record));
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
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

/** An error's message; an AggregateError (a host with several addresses refusing) has its own empty. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof AggregateError && error.message === '')
    return error.errors.map(describeError).join('; ');
  return error.message;
}
