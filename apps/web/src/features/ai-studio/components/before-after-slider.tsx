import { Box, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/ai-studio/components/before-after-slider.module.css';

/**
 * Compares the photo with its result: the result fills the frame and the photo lies over it, cut off at
 * the slider. The slider is a plain range input over the whole picture, so a mouse or finger drags it
 * anywhere and the arrow, Page and Home/End keys move it as on any slider; screen readers hear how much of
 * each is shown.
 */
export function BeforeAfterSlider({ before, after, alt }: { before: string; after: string; alt: string }) {
  const { t } = useTranslation('ai-studio');
  const [position, setPosition] = useState(50);
  return (
    <Box className={classes.frame} data-testid="before-after">
      <img className={classes.image} src={after} alt={t('compare.afterAlt', { name: alt })} data-testid="before-after-result" />
      <img
        className={`${classes.image} ${classes.before}`}
        src={before}
        alt={t('compare.beforeAlt', { name: alt })}
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        data-testid="before-after-source"
      />
      <div className={classes.divider} style={{ left: `${position}%` }} aria-hidden />
      <Text className={`${classes.tag} ${classes.tagBefore}`} size="xs" aria-hidden>
        {t('compare.before')}
      </Text>
      <Text className={`${classes.tag} ${classes.tagAfter}`} size="xs" aria-hidden>
        {t('compare.after')}
      </Text>
      <input
        aria-label={t('compare.label')}
        className={classes.range}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(event) => setPosition(Number(event.currentTarget.value))}
        aria-valuetext={t('compare.valueText', { before: position, after: 100 - position })}
        data-testid="before-after-range"
      />
    </Box>
  );
}
