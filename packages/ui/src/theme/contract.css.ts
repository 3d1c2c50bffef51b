import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;
}

/** The theme contract: every component reads tokens through these CSS variables. */
export const vars = createThemeContract(toContract(lightTokens));
