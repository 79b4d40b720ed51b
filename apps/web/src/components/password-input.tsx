import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every password field of the app: the show/hide button is reachable by keyboard and named in the
 * interface language (Mantine leaves it out of the tab order, labelled in English); aria-pressed tells
 * whether the password is shown.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      ref={ref}
      visibilityToggleFocusable
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle'), ...props.visibilityToggleButtonProps }}
    />
  );
});
