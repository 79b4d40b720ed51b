import type { Popup as PopupSetting } from '@booth/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { PopupLinks } from './popup-links';
import styles from './forms.module.css';

export interface StepFrameProps {
  title: string;
  body?: string;
  popups?: readonly PopupSetting[];
  children?: ReactNode;
  /** The buttons; a submit button in them submits the step's form. */
  actions: ReactNode;
  onSubmit: () => void;
  testId: string;
}

/**
 * One dialog of the feedback steps as a card: title, the organiser's text, its popup links, the inputs
 * and the buttons. Validation is ours (noValidate), so every message comes from the guest texts.
 */
export function StepFrame({ title, body, popups = [], children, actions, onSubmit, testId }: StepFrameProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className={styles.step} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {body?.trim() ? <p className={styles.body}>{body}</p> : null}
      <PopupLinks popups={popups} />
      <form noValidate onSubmit={submit}>
        {children}
        <div className={styles.actions}>{actions}</div>
      </form>
    </section>
  );
}

/** The submit button every step ends with. */
export function ContinueButton() {
  const { t } = useGuest();
  return (
    <BoothButton type="submit" testId="feedback-continue">
      {t('form.continue')}
    </BoothButton>
  );
}
