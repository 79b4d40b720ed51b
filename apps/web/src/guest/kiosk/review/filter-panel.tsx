import type { FilterPreset } from '@booth/shared';
import { useMemo } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { ChoiceRow } from './choice-row';
import { composeStill, fitSize, type Recolouring } from './picture-compose';
import type { ReviewPicture } from './picture-sources';
import styles from './review-editor.module.css';

const THUMBNAIL_SIDE = 96;

/** "Original" and each offered filter, every one shown on the guest's own picture. */
export function FilterPanel(props: {
  picture: ReviewPicture;
  filters: FilterPreset[];
  value: string | null;
  onChange: (filterId: string | null) => void;
  recolouringFor: (filterId: string | null) => Recolouring | null;
}) {
  const { t } = useGuest();
  const { picture, filters, recolouringFor } = props;
  const thumbnails = useMemo(() => {
    const frame = picture.frames[0];
    const size = fitSize(picture.size, THUMBNAIL_SIDE);
    const thumbnail = (filterId: string | null) => {
      const canvas = frame ? composeStill({ frame, background: picture.background, overlay: picture.overlay }, size, recolouringFor(filterId)) : null;
      return canvas?.toDataURL('image/jpeg', 0.8) ?? null;
    };
    return new Map([null, ...filters.map((filter) => filter.id)].map((id) => [id, thumbnail(id)]));
  }, [picture, filters, recolouringFor]);

  const choice = (id: string | null, label: string) => {
    const src = thumbnails.get(id);
    return {
      value: id,
      label,
      content: (
        <span className={styles.filterChoice}>
          {src ? <img src={src} alt="" className={styles.filterThumb} /> : null}
          <span>{label}</span>
        </span>
      ),
    };
  };
  return (
    <ChoiceRow
      label={t('review.tool.filter')}
      choices={[choice(null, t('review.filter.none')), ...filters.map((filter) => choice(filter.id, t(`review.filter.${filter.key}`)))]}
      value={props.value}
      onChange={props.onChange}
      testId="review-filters"
    />
  );
}
