import { aiVariants, type AiVariant, type GuestAiFilter, type GuestTextKey } from '@booth/shared';
import { useId } from 'react';
import { ChooserOption } from '@/guest/booth/main/chooser-option';
import { radioKeys } from '@/guest/booth/ui/radio-keys';
import { useGuest } from '@/guest/shared/guest-context';
import type { AiChoiceState } from './use-ai-choice';
import styles from './ai-filter-chooser.module.css';

const VARIANT_TEXT: Record<AiVariant, GuestTextKey> = { male: 'ai.variant.male', female: 'ai.variant.female' };

/** A filter's thumbnail from the studio, or its initial while it has none. */
function FilterThumb({ filter }: { filter: GuestAiFilter }) {
  if (filter.thumbnail) return <img src={filter.thumbnail} alt="" loading="lazy" className={styles.thumb} />;
  return (
    <span className={styles.thumb} data-empty="true" aria-hidden="true">
      {filter.name.trim().charAt(0).toUpperCase() || '✦'}
    </span>
  );
}

/**
 * The AI modes' choice on the main screen: one of the mode's filters (thumbnail and name; local
 * effects say that they are no generative AI), and for a filter with separate male and female ids the
 * variant, which the guest picks: nothing is preselected and the shutter waits for it.
 */
export function AiFilterChooser(props: { ai: AiChoiceState; disabled: boolean }) {
  const { t } = useGuest();
  const { filters, choice, filter, setFilter, setVariant } = props.ai;
  const variantLabelId = useId();
  const variantHintId = useId();
  if (!choice || filters.length === 0) return null;
  const checkedIndex = filters.findIndex((item) => item.id === choice.filterId);
  const keys = radioKeys(filters.length, checkedIndex, (index) => setFilter(filters[index]?.id ?? choice.filterId));
  const variantKeys = radioKeys(aiVariants.length, choice.variant ? aiVariants.indexOf(choice.variant) : -1, (index) => setVariant(aiVariants[index] ?? 'female'));
  const localLabel = t('ai.local');

  return (
    <div className={styles.chooser} data-testid="ai-chooser">
      <div className={styles.filters} role="radiogroup" aria-label={t('ai.chooseFilter')}>
        {filters.map((item, index) => {
          const name = item.generative ? item.name : `${item.name} — ${localLabel}`;
          return (
            <ChooserOption
              key={item.id}
              id={item.id}
              name={name}
              checked={item.id === choice.filterId}
              radio={keys(index)}
              className={styles.option}
              disabled={props.disabled}
              onChoose={(id) => id && setFilter(id)}
              testId={`ai-filter-${item.id}`}
            >
              <FilterThumb filter={item} />
              <span className={styles.name} aria-hidden="true">
                {item.name}
              </span>
            </ChooserOption>
          );
        })}
      </div>
      {filter && !filter.generative ? (
        <p className={styles.local} data-testid="ai-local-label">
          {localLabel}
        </p>
      ) : null}
      {filter?.useSeparateIds ? (
        <div className={styles.variant}>
          <p id={variantLabelId} className={styles.variantLabel}>
            {t('ai.variant.label')}
          </p>
          <div className={styles.variants} role="radiogroup" aria-labelledby={variantLabelId} aria-describedby={choice.variant ? undefined : variantHintId}>
            {aiVariants.map((variant, index) => (
              <button
                key={variant}
                {...variantKeys(index)}
                type="button"
                role="radio"
                aria-checked={choice.variant === variant}
                className={styles.variantOption}
                disabled={props.disabled}
                onClick={() => setVariant(variant)}
                data-testid={`ai-variant-${variant}`}
              >
                {t(VARIANT_TEXT[variant])}
              </button>
            ))}
          </div>
          {choice.variant ? null : (
            <p id={variantHintId} className={styles.hint} data-testid="ai-variant-required">
              {t('ai.variant.required')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
