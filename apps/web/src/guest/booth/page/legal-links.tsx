import { useGuest } from '@/guest/shared/guest-context';
import styles from './legal-links.module.css';

/**
 * "Impressum · Datenschutz": the campaign's imprint and privacy pages (else the installation's), as
 * German law expects on a public page; each opens in a new tab so the guest keeps their booth.
 */
export function LegalLinks() {
  const { legal, t } = useGuest();
  const links = [
    { url: legal.imprintUrl, label: t('legal.imprint'), testId: 'legal-imprint' },
    { url: legal.privacyUrl, label: t('legal.privacy'), testId: 'legal-privacy' },
  ].filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <nav className={styles.legal} aria-label={t('legal.label')} data-testid="booth-legal">
      {links.map((link, index) => (
        <span key={link.testId} className={styles.item}>
          {index > 0 ? (
            <span className={styles.separator} aria-hidden="true">
              ·
            </span>
          ) : null}
          <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid={link.testId}>
            {link.label}
          </a>
        </span>
      ))}
    </nav>
  );
}
