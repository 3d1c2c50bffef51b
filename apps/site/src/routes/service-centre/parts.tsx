import type { ReactNode } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { Link as RouterLink } from 'wouter';
import type { ServiceCategory } from '@tonggye/api';
import { Container, formatDotDate, Stack, type RenderLinkProps } from '@tonggye/ui';

// The failure and loading parts are the site's (`app/requestParts.tsx`), shared with the store.
export {
  ActionFailure,
  ListSkeleton,
  LoadFailure,
  Pages,
  useFailureText,
  type PartsArea,
} from '../../app/requestParts';

/** `serviceCentre.*` catalogue texts. */
export function useCentreText() {
  const { t, i18n } = useTranslation();
  return {
    t: (key: string, values: Record<string, unknown> = {}) => t(`serviceCentre.${key}`, values),
    english: i18n.language === 'en',
  };
}

/**
 * A date as YYYY.MM.DD (the site's date format) in Korean time, as the kit's
 * lists show it: a notice has one date wherever the reader's computer is.
 */
export function formatDate(iso: string): string {
  return formatDotDate(iso);
}

/** A service-centre page: the site's page margins and width, its parts spaced alike. */
export function CentrePage({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Stack gap="large">{children}</Stack>
    </Container>
  );
}

/** A category in the reader's language. */
export function categoryLabel(category: ServiceCategory, english: boolean): string {
  return english && category.nameEn ? category.nameEn : category.name;
}

/** The kit's links rendered as router links (no page load). */
export function renderRouterLink({ href, children, ...rest }: RenderLinkProps): ReactNode {
  return (
    <RouterLink href={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** The server stores plain text as escaped HTML paragraphs; this reads the text back. */
export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const br of parsed.body.querySelectorAll('br')) br.replaceWith('\n');
  const paragraphs = [...parsed.body.querySelectorAll('p')];
  if (paragraphs.length === 0) return parsed.body.textContent ?? '';
  return paragraphs.map((paragraph) => paragraph.textContent ?? '').join('\n');
}
