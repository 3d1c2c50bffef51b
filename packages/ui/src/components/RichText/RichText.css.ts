import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
});

export const size = styleVariants({
  body: { fontSize: vars.fontSize.body },
  small: { fontSize: vars.fontSize.small },
});

const within = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${root} ${part.trim()}`)
    .join(', ');

globalStyle(within('> :first-child'), { marginTop: 0 });
globalStyle(within('> :last-child'), { marginBottom: 0 });
globalStyle(within('p'), { margin: `0 0 ${vars.space.medium}` });
globalStyle(within('h1, h2, h3, h4'), {
  margin: `${vars.space.xlarge} 0 ${vars.space.small}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle(within('h1'), { fontSize: vars.fontSize.heading2 });
globalStyle(within('h2'), { fontSize: vars.fontSize.heading3 });
globalStyle(within('h3, h4'), { fontSize: vars.fontSize.heading4 });
globalStyle(within('ul, ol'), {
  margin: `0 0 ${vars.space.medium}`,
  paddingLeft: vars.space.xlarge,
});
globalStyle(within('li + li'), { marginTop: vars.space.xsmall });
globalStyle(within('li > p'), { margin: 0 });
globalStyle(within('blockquote'), {
  margin: `0 0 ${vars.space.medium}`,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderLeft: `4px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});
globalStyle(within('code'), {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});
globalStyle(within('pre'), {
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.medium,
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  lineHeight: vars.lineHeight.table,
});
globalStyle(within('pre code'), { padding: 0, backgroundColor: 'transparent' });
globalStyle(within('a'), {
  color: vars.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});
globalStyle(within('a:hover'), { color: vars.color.brandTextHover });
globalStyle(within('a:focus-visible'), {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(within('img'), {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  margin: `0 0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
});
globalStyle(within('hr'), {
  margin: `${vars.space.xlarge} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(within('strong, b'), { fontWeight: vars.fontWeight.bold });
globalStyle(within('table'), {
  borderCollapse: 'collapse',
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
});
globalStyle(within('th, td'), {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(within('th'), { backgroundColor: vars.color.surfaceMuted });
