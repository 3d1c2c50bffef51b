import { Text } from '@tonggye/ui';
import { useCentreText } from './parts';

/** The customer service phone, e-mail and hours (catalogue texts). */
export function ContactDetails() {
  const { t } = useCentreText();
  const rows = [
    ['contact.phoneLabel', 'contact.phone'],
    ['contact.emailLabel', 'contact.email'],
    ['contact.hoursLabel', 'contact.hours'],
  ] as const;
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>
            <Text size="small" tone="muted">
              {t(label)}
            </Text>
          </dt>
          <dd>
            {value === 'contact.email' ? (
              <Text>
                <a href={`mailto:${t(value)}`}>{t(value)}</a>
              </Text>
            ) : (
              <Text>{t(value)}</Text>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
