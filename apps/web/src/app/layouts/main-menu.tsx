import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from '@/app/layouts/default-layout.module.css';
import type { MenuEntry } from '@/app/layouts/menu-entries';
import { useLocalePath } from '@/lib/locale';

interface MainMenuProps {
  entries: readonly MenuEntry[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

export function MainMenu({ entries, orientation, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const Wrapper = orientation === 'horizontal' ? Group : Stack;
  return (
    <Wrapper gap={4} component="nav" aria-label={t('nav.mainNavigation')}>
      {entries.map(({ id, path, labelKey, icon: Icon }) => (
        <NavLink key={id} to={lp(path)} className={classes.mainLink} onClick={onNavigate}>
          <Icon size={18} stroke={1.8} />
          {t(labelKey)}
        </NavLink>
      ))}
    </Wrapper>
  );
}
