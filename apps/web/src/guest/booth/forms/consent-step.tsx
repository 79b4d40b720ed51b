import { consentOutcome, type GuestFeedback } from '@booth/shared';
import { useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { FieldError } from './field-error';
import { StepFrame } from './step-frame';

/**
 * Custom consent (campaigns §3, §5): Accept goes on; Decline goes on only when the consent is optional,
 * otherwise the guest is told it is necessary and stays.
 */
export function ConsentStep(props: { onNext: (patch: GuestFeedback) => void }) {
  const { event, t } = useGuest();
  const consent = event.screens.sharing.customConsent;
  const [message, setMessage] = useState<string | null>(null);

  const answer = (accepted: boolean) => {
    const outcome = consentOutcome(consent, accepted, t);
    setMessage(outcome.message);
    if (outcome.proceed) props.onNext({ consentAccepted: accepted });
  };

  return (
    <StepFrame
      title={consent.title.trim() || t('consent.title')}
      body={consent.body}
      popups={consent.popups}
      onSubmit={() => answer(true)}
      testId="feedback-consent"
      actions={
        <>
          <FieldError id="consent-declined" message={message} />
          <BoothButton type="submit" testId="consent-accept">
            {t('consent.accept')}
          </BoothButton>
          <BoothButton variant="secondary" testId="consent-decline" onClick={() => answer(false)}>
            {t('consent.decline')}
          </BoothButton>
        </>
      }
    />
  );
}
