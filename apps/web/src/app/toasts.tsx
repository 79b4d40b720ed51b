import { TOAST_DURATION_MS } from '@booth/shared';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's toasts (platform §9: 2 s, bottom-centre), with a close button that says what it does in
 * the page's language — Mantine's has no accessible name of its own.
 */
export function Toasts() {
  const { t } = useTranslation();
  const label = t('toast.close');
  const theme = useMemo(() => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': label } } } } }), [label]);
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-center" autoClose={TOAST_DURATION_MS} limit={3} />
    </MantineThemeProvider>
  );
}
