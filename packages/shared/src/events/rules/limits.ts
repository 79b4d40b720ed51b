import type { FieldIssue } from '../../errors.ts';
import { captureModeKinds, couplingIssue, DESIGNS_LIMIT_MESSAGE, MAX_DESIGNS } from '../capture-base.ts';
import { MAX_CONSENT_POPUPS } from '../consent.ts';
import { MAX_DATA_CAPTURE_FIELDS } from '../data-capture.ts';
import type { EventSettings } from '../event.ts';
import { MAX_SURVEYS } from '../survey.ts';

/** The limits of campaigns §5, for counters and "add" buttons in the editor. */
export const EVENT_LIMITS = {
  designs: MAX_DESIGNS,
  consentPopups: MAX_CONSENT_POPUPS,
  surveys: MAX_SURVEYS,
  dataCaptureFields: MAX_DATA_CAPTURE_FIELDS,
} as const;

/** Whether one more item may be added to a list already holding `count`. */
export function canAddItem(count: number, limit: number): boolean {
  return count < limit;
}

/**
 * Every limit of campaigns §5 the settings break, as field-path issues. The schemas refuse the same
 * on parsing; this checks settings built in code (a merge, a template, a copy) before they are stored,
 * and lets the editor show the problem at the field.
 */
export function eventLimitIssues(settings: Pick<EventSettings, 'shutter' | 'screens'>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const tooMany = (path: string, count: number, limit: number, message: string) => {
    if (count > limit) issues.push({ path, message });
  };
  for (const kind of captureModeKinds) {
    const mode = settings.shutter[kind];
    tooMany(`shutter.${kind}.overlays`, mode.overlays.length, MAX_DESIGNS, DESIGNS_LIMIT_MESSAGE);
    tooMany(`shutter.${kind}.backgrounds`, mode.backgrounds.length, MAX_DESIGNS, DESIGNS_LIMIT_MESSAGE);
    const coupling = couplingIssue(mode);
    if (coupling) issues.push({ path: `shutter.${kind}.backgrounds`, message: coupling });
  }
  const sharing = settings.screens.sharing;
  tooMany(
    'screens.sharing.customConsent.popups',
    sharing.customConsent.popups.length,
    MAX_CONSENT_POPUPS,
    `At most ${MAX_CONSENT_POPUPS} popups`,
  );
  tooMany('screens.sharing.survey.items', sharing.survey.items.length, MAX_SURVEYS, `At most ${MAX_SURVEYS} surveys`);
  tooMany(
    'screens.sharing.dataCapture.fields',
    sharing.dataCapture.fields.length,
    MAX_DATA_CAPTURE_FIELDS,
    `At most ${MAX_DATA_CAPTURE_FIELDS} fields`,
  );
  return issues;
}
