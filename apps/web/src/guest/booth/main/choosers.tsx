import type { GuestAsset, UploadCaptureKind } from '@booth/shared';
import { radioKeys } from '@/guest/booth/ui/radio-keys';
import { useGuest } from '@/guest/shared/guest-context';
import { ChooserOption } from './chooser-option';
import styles from './choosers.module.css';

/** The capture modes as tabs (only when there is more than one). */
export function ModeTabs(props: { kinds: UploadCaptureKind[]; value: UploadCaptureKind; disabled: boolean; onChange: (kind: UploadCaptureKind) => void }) {
  const { t } = useGuest();
  if (props.kinds.length < 2) return null;
  const keys = radioKeys(props.kinds.length, props.kinds.indexOf(props.value), (index) => props.onChange(props.kinds[index] ?? props.value));
  return (
    <div className={styles.modes} role="radiogroup" aria-label={t('main.chooseMode')}>
      {props.kinds.map((kind, index) => (
        <button
          key={kind}
          {...keys(index)}
          type="button"
          role="radio"
          aria-checked={kind === props.value}
          className={styles.mode}
          disabled={props.disabled}
          onClick={() => props.onChange(kind)}
          data-testid={`mode-${kind}`}
        >
          {t(`mode.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * A row of thumbnails to choose a background or an overlay; "none" first when allowed. Scrolls
 * sideways inside itself so the page never does.
 */
export function AssetChooser(props: {
  label: string;
  options: (string | null)[];
  value: string | null;
  kind: 'background' | 'overlay';
  disabled: boolean;
  onChange: (id: string | null) => void;
}) {
  const { t, asset } = useGuest();
  if (props.options.length < 2) return null;
  const keys = radioKeys(props.options.length, props.options.indexOf(props.value), (index) => props.onChange(props.options[index] ?? null));
  return (
    <div className={styles.chooser} role="radiogroup" aria-label={props.label}>
      {props.options.map((id, index) => {
        const item: GuestAsset | undefined = id ? asset(id) : undefined;
        const name = id ? `${props.label} ${props.options.indexOf(id) + (props.options[0] === null ? 0 : 1)}` : t('main.none');
        return (
          <ChooserOption
            key={id ?? 'none'}
            id={id}
            name={name}
            checked={id === props.value}
            radio={keys(index)}
            className={styles.option}
            disabled={props.disabled}
            onChoose={props.onChange}
            testId={`${props.kind}-${id ?? 'none'}`}
          >
            {item ? (
              <img
                src={item.thumbSrc ?? item.src}
                alt=""
                loading="lazy"
                className={styles.thumb}
                // A thumbnail still being made (or gone) falls back to the picture itself.
                onError={(event) => {
                  if (event.currentTarget.getAttribute('src') !== item.src) event.currentTarget.src = item.src;
                }}
              />
            ) : (
              <span className={styles.none}>{t('main.none')}</span>
            )}
          </ChooserOption>
        );
      })}
    </div>
  );
}
