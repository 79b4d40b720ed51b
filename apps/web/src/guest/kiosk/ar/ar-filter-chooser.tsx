import { ChooserOption } from '@/guest/booth/main/chooser-option';
import boothStyles from '@/guest/booth/main/choosers.module.css';
import { radioKeys } from '@/guest/booth/ui/radio-keys';
import { useGuest } from '@/guest/shared/guest-context';
import styles from './ar-filter-chooser.module.css';

export interface ArFilterChooserProps {
  /** The capture mode's `arFilters` (asset ids), in the organiser's order. */
  filters: readonly string[];
  /** `allowChooseNoneArFilter`: "none" comes first and the guest may take the picture without a filter. */
  allowNone: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  /** The group's name for screen readers, e.g. the kiosk's "Choose a filter" text. */
  label: string;
  disabled?: boolean;
}

/** The AR filter options in the order shown: "none" first when allowed; nothing to choose when there are no filters. */
export function arFilterOptions(filters: readonly string[], allowNone: boolean): (string | null)[] {
  if (filters.length === 0) return [];
  return allowNone ? [null, ...filters] : [...filters];
}

/** The filter a guest starts with: the first one, since "none" is a choice only where allowed and never the default. */
export function initialArFilter(filters: readonly string[]): string | null {
  return filters[0] ?? null;
}

/**
 * The campaign's AR filters as round previews (their 180x180 preview pictures), one tap to choose;
 * shown only when there is a choice to make. A radio group: arrow keys move the choice.
 */
export function ArFilterChooser({ filters, allowNone, value, onChange, label, disabled = false }: ArFilterChooserProps) {
  const { t, asset } = useGuest();
  const options = arFilterOptions(filters, allowNone).filter((id) => id === null || asset(id)?.arFilter);
  if (options.length < 2) return null;
  const keys = radioKeys(options.length, options.indexOf(value), (index) => onChange(options[index] ?? null));
  return (
    <div className={styles.chooser} role="radiogroup" aria-label={label} data-testid="ar-filter-chooser">
      {options.map((id, index) => {
        const item = id ? asset(id) : undefined;
        const name = id ? `${label} ${options.filter((option) => option !== null).indexOf(id) + 1}` : t('main.none');
        return (
          <ChooserOption
            key={id ?? 'none'}
            id={id}
            name={name}
            checked={id === value}
            radio={keys(index)}
            className={styles.option}
            disabled={disabled}
            onChoose={onChange}
            testId={`ar-filter-${id ?? 'none'}`}
          >
            {id === null ? <span className={boothStyles.none}>{t('main.none')}</span> : <img src={item?.thumbSrc ?? undefined} alt="" className={styles.thumb} />}
          </ChooserOption>
        );
      })}
    </div>
  );
}
