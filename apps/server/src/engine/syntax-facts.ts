import type { SyntaxColumn, SyntaxDataset } from '@tonggye/stats';
import type { SyntaxSource } from './types';

/**
 * The dataset as the syntax's GET DATA reads it: the original's column facts (kept with the
 * version when it was stored, or taken from its table) and how its file was read.
 */
export function syntaxFactsOf(
  columns: SyntaxColumn[],
  { fileName, info }: SyntaxSource,
): SyntaxDataset {
  return {
    fileName,
    columns,
    format: info.format,
    ...(info.encoding !== undefined ? { encoding: info.encoding } : {}),
    ...(info.sheet !== undefined ? { sheet: info.sheet } : {}),
    ...(isSyntaxDelimiter(info.delimiter) ? { delimiter: info.delimiter } : {}),
  };
}

function isSyntaxDelimiter(value: string | undefined): value is ',' | '\t' | ';' | '|' {
  return value === ',' || value === '\t' || value === ';' || value === '|';
}
