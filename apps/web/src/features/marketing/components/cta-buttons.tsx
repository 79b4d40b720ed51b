import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/locale';
import { useLoggedIn } from '@/lib/session';

/** Register or sign in; a signed-in visitor gets the way back to the dashboard instead. */
export function CtaButtons() {
  const { t } = useTranslation('marketing');
  const lp = useLocalePath();
  const loggedIn = useLoggedIn();
  if (loggedIn) {
    return (
      <Button component={Link} to={lp('/dashboard')} size="lg" variant="white" color="secondary" rightSection={<IconArrowRight size={18} />}>
        {t('home.ctaDashboard')}
      </Button>
    );
  }
  return (
    <Group gap="sm">
      <Button component={Link} to={lp('/registration')} size="lg" rightSection={<IconArrowRight size={18} />}>
        {t('home.ctaRegister')}
      </Button>
      <Button component={Link} to={lp('/login')} size="lg" variant="white" color="secondary">
        {t('home.ctaLogin')}
      </Button>
    </Group>
  );
}
