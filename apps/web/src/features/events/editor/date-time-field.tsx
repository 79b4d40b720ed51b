import { TextInput } from '@mantine/core';
import { isoToLocalInput, localInputToIso } from '@/features/events/editor/local-date-time';

/**
 * A date and time setting (the scheduled deletion's date, campaigns §3): the browser's own date-time
 * picker in the organiser's time zone, stored as an ISO timestamp; clearing it stores null.
 */
export function DateTimeField({ label, value, onChange, error, testId }: { label: string; value: string | null; onChange: (value: string | null) => void; error?: string; testId?: string }) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      value={isoToLocalInput(value)}
      onChange={(event) => onChange(localInputToIso(event.currentTarget.value))}
      error={error}
      data-testid={testId}
    />
  );
}
