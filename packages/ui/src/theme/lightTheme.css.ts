import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class that applies the light theme to a subtree (Storybook, the site root). */
export const lightThemeClass = createTheme(vars, lightTokens);

// Also on :root, so portals (dialogs, overlays) outside the themed subtree get the tokens.
createGlobalTheme(':root', vars, lightTokens);

globalStyle(`:root, ${lightThemeClass}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  wordBreak: 'keep-all',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
