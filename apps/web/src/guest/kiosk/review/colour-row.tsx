import { useGuest } from '@/guest/shared/guest-context';
import { ChoiceRow } from './choice-row';
import styles from './review-editor.module.css';

/** The pen and text colours: bright enough to read on any picture, each with a spoken name. */
export const PEN_COLOURS = [
  { name: 'white', value: '#ffffff' },
  { name: 'black', value: '#000000' },
  { name: 'red', value: '#e53935' },
  { name: 'orange', value: '#fb8c00' },
  { name: 'yellow', value: '#fdd835' },
  { name: 'green', value: '#43a047' },
  { name: 'blue', value: '#1e88e5' },
  { name: 'pink', value: '#d81b60' },
] as const;

export function ColourRow(props: { label: string; value: string; onChange: (colour: string) => void; testId: string }) {
  const { t } = useGuest();
  const choices = PEN_COLOURS.map((colour) => ({
    value: colour.value as string,
    label: t(`review.color.${colour.name}`),
    content: <span className={styles.swatch} style={{ background: colour.value }} />,
  }));
  return <ChoiceRow label={props.label} choices={choices} value={props.value} onChange={props.onChange} testId={props.testId} />;
}
