import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Accordion, Button, Inline, Stack, Text, vars } from '@tonggye/ui';
import { useAnalysisTranslation } from '../localize';

// Token-based inline styles: this package ships no stylesheet of its own.
const styles = {
  code: {
    margin: 0,
    padding: vars.space.medium,
    overflowX: 'auto',
    whiteSpace: 'pre',
    // Latin in a fixed-width face; Hangul names fall through to the bundled body font (the
    // fixed-width faces of a bare Chromium have no Hangul).
    fontFamily: `monospace, ${vars.font.body}`,
    fontSize: vars.fontSize.small,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
  },
  // The browser's own `code` style would replace the font list above with its monospace alone.
  codeText: { fontFamily: 'inherit', fontSize: 'inherit' },
} satisfies Record<string, CSSProperties>;

/** How long "copied" stays in the live region, as for the tables' copy. */
export const SYNTAX_COPIED_MS = 2000;

/**
 * Copies text: the Clipboard API where the page may use it, else a hidden text area and the
 * older copy command (an http page, an embedded browser). Resolves false when neither works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): the fallback below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // The deprecated command is the only copy left where the Clipboard API is missing.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export interface SyntaxPanelProps {
  /** The SPSS syntax of the run. */
  syntax: string;
  /** Open at first (stories and the printed report); closed by default. */
  defaultOpen?: boolean;
}

/**
 * The SPSS syntax that reproduces the result, folded under its heading, with a copy button and
 * a live region that says whether the copy worked.
 */
export function SyntaxPanel({ syntax, defaultOpen = false }: SyntaxPanelProps) {
  const { t } = useAnalysisTranslation();
  const id = useId();
  const [notice, setNotice] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(syntax);
    setNotice(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), SYNTAX_COPIED_MS);
  }

  return (
    <Accordion.Root type="single" collapsible {...(defaultOpen ? { defaultValue: 'syntax' } : {})}>
      <Accordion.Item value="syntax">
        <Accordion.Trigger level={3}>{t('result.syntax.heading')}</Accordion.Trigger>
        <Accordion.Content>
          <Stack gap="small">
            <Text size="small">{t('result.syntax.lead')}</Text>
            <pre
              id={`${id}-code`}
              style={styles.code}
              tabIndex={0}
              aria-label={t('result.syntax.code')}
            >
              <code style={styles.codeText}>{syntax}</code>
            </pre>
            <Inline gap="small" align="center">
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                {t('result.syntax.copy')}
              </Button>
              <span role="status" data-print-hide="">
                {notice === 'copied'
                  ? t('result.syntax.copied')
                  : notice === 'failed'
                    ? t('result.syntax.copyFailed')
                    : ''}
              </span>
            </Inline>
          </Stack>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
