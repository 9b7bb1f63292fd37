// The five tabs of spec section 2, keeping the /u/{linkId} prefix.
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBook, IconCompass, IconHome, IconNotebook, IconUsers, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { useSpaceLinkId } from '../entities/users/useSpaceLinkId.ts';
import classes from './BottomNav.module.css';
import type { MessageId } from '../shared/i18n/i18n.ts';
import { useT } from '../shared/i18n/useT.ts';

const TABS: { label: MessageId; path: string; icon: Icon; track: string }[] = [
  { label: 'nav.home', path: '', icon: IconHome, track: 'home' },
  { label: 'nav.ummah', path: '/ummah', icon: IconUsers, track: 'ummah' },
  { label: 'nav.reflections', path: '/daily', icon: IconNotebook, track: 'reflections' },
  { label: 'nav.duas', path: '/duas', icon: IconBook, track: 'duas' },
  { label: 'nav.qibla', path: '/compass', icon: IconCompass, track: 'qibla' },
];

export function BottomNav() {
  'use memo';
  const t = useT();
  const linkId = useSpaceLinkId();
  const prefix = linkId ? `/u/${linkId}` : '';
  return (
    <Paper component="nav" aria-label={t('nav.main')} className={classes.bar} withBorder radius={0}>
      <Group className={classes.tabs} grow gap={0} wrap="nowrap">
        {TABS.map(({ label, path, icon: TabIcon, track }) => (
          <UnstyledButton
            key={label}
            component={NavLink}
            to={`${prefix}${path}` || '/'}
            end={path === ''}
            data-track={`nav:${track}`}
            className={classes.tab}
          >
            <Stack gap={2} align="center">
              <TabIcon size={22} stroke={1.7} aria-hidden />
              <Text size="xs" fw={500}>
                {t(label)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Group>
    </Paper>
  );
}
