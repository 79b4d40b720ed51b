import type { SharingScreen } from '@booth/shared';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { ShareIcon, type ShareIconName } from './share-icons';
import buttonStyles from '@/guest/booth/ui/booth-button.module.css';
import styles from './share-screen.module.css';

type ButtonStyle = SharingScreen['sharingButton'];

interface Common {
  icon: ShareIconName;
  label: string;
  /** The sharing screen's sharingButton: Text, Icon or IconText. */
  look: ButtonStyle;
  variant?: 'primary' | 'secondary';
  testId: string;
}

function Content({ icon, label, look }: Pick<Common, 'icon' | 'label' | 'look'>) {
  return (
    <>
      {look === 'Text' ? null : <ShareIcon name={icon} />}
      {look === 'Icon' ? null : <span>{label}</span>}
    </>
  );
}

function classes(look: ButtonStyle, variant: Common['variant']) {
  // The booth's button look (design colours, touch size); the share screen adds only its layout.
  return [buttonStyles.button, buttonStyles[variant ?? 'primary'], styles.action, look === 'Icon' ? styles.iconOnly : ''].filter(Boolean).join(' ');
}

/** A sharing button in the organiser's style; icon-only buttons keep their text as accessible name. */
export function ShareButton({ icon, label, look, variant, testId, ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={classes(look, variant)} data-testid={testId} aria-label={look === 'Icon' ? label : undefined} title={look === 'Icon' ? label : undefined} {...rest}>
      <Content icon={icon} label={label} look={look} />
    </button>
  );
}

/** The same as a link (share intents, downloads, the microsite). */
export function ShareLink({ icon, label, look, variant, testId, ...rest }: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={classes(look, variant)} data-testid={testId} aria-label={look === 'Icon' ? label : undefined} title={look === 'Icon' ? label : undefined} {...rest}>
      <Content icon={icon} label={label} look={look} />
    </a>
  );
}
