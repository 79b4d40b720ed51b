import { feedbackStepsAt, mergeFeedback, type EventVirtualDto, type FeedbackStep, type GuestFeedback, type RenderPosition } from '@booth/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { CommentStep } from './comment-step';
import { ConsentStep } from './consent-step';
import { DataCaptureStep } from './data-capture-step';
import { GalleryOptInStep } from './gallery-opt-in-step';
import { NewsletterStep } from './newsletter-step';
import { QuestionnaireStep } from './questionnaire-step';
import { TextQuestionStep } from './text-question-step';

/** Whether any dialog (data capture, consent, survey, comment, gallery opt-in) is shown at `position`. */
export function hasFeedbackSteps(sharing: EventVirtualDto['screens']['sharing'], position: RenderPosition): boolean {
  return feedbackStepsAt(sharing, position).length > 0;
}

function StepView(props: { step: FeedbackStep; onNext: (patch: GuestFeedback) => void }) {
  const { step, onNext } = props;
  switch (step.kind) {
    case 'dataCapture':
      return <DataCaptureStep onNext={onNext} />;
    case 'consent':
      return <ConsentStep onNext={onNext} />;
    case 'comment':
      return <CommentStep onNext={onNext} />;
    case 'galleryOptIn':
      return <GalleryOptInStep onNext={onNext} />;
    case 'survey':
      if (step.item.type === 'questionnaire') return <QuestionnaireStep item={step.item} onNext={onNext} />;
      if (step.item.type === 'newsletter') return <NewsletterStep item={step.item} onNext={onNext} />;
      return <TextQuestionStep item={step.item} onNext={onNext} />;
  }
}

function stepKey(step: FeedbackStep, index: number): string {
  return step.kind === 'survey' ? `survey-${step.item.id}` : `${step.kind}-${index}`;
}

/**
 * The dialogs a guest answers before or after the capture, one at a time in the order of
 * `feedbackStepsAt`; their answers are handed back together once the last one is done.
 */
export function FeedbackSteps(props: { position: RenderPosition; onDone: (feedback: GuestFeedback) => void }) {
  const { event } = useGuest();
  const { position, onDone } = props;
  const steps = useMemo(() => feedbackStepsAt(event.screens.sharing, position), [event, position]);
  const [progress, setProgress] = useState<{ index: number; feedback: GuestFeedback }>({ index: 0, feedback: {} });
  // A double tap on the last step's button must not finish twice.
  const done = useRef(false);

  const finish = useCallback(
    (feedback: GuestFeedback) => {
      if (done.current) return;
      done.current = true;
      onDone(feedback);
    },
    [onDone],
  );

  useEffect(() => {
    if (steps.length === 0) finish({});
  }, [steps, finish]);

  const step = steps[progress.index];
  if (!step) return null;
  const next = (patch: GuestFeedback) => {
    const feedback = mergeFeedback(progress.feedback, patch);
    const index = progress.index + 1;
    setProgress({ index, feedback });
    if (index >= steps.length) return finish(feedback);
    // A long form leaves a phone scrolled down; the next dialog starts at its title.
    window.scrollTo({ top: 0 });
  };
  return <StepView key={stepKey(step, progress.index)} step={step} onNext={next} />;
}
