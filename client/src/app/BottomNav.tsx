// The five tabs of spec section 2, keeping the /u/{linkId} prefix.
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBook, IconCompass, IconHome, IconNotebook, IconUsers, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { useLinkId } from '../shared/routing/linkPrefix.ts';
import classes from './BottomNav.module.css';

const TABS: { label: string; path: string; icon: Icon }[] = [
  { label: 'Home', path: '', icon: IconHome },
  { label: 'Ummah', path: '/ummah', icon: IconUsers },
  { label: 'Reflections', path: '/daily', icon: IconNotebook },
  { label: 'Duas', path: '/duas', icon: IconBook },
  { label: 'Qibla', path: '/compass', icon: IconCompass },
];

export function BottomNav() {
  'use memo';
  const linkId = useLinkId();
  const prefix = linkId ? `/u/${linkId}` : '';
  return (
    <Paper component="nav" aria-label="Main" className={classes.bar} withBorder radius={0}>
      <Group className={classes.tabs} grow gap={0} wrap="nowrap">
        {TABS.map(({ label, path, icon: TabIcon }) => (
          <UnstyledButton
            key={label}
            component={NavLink}
            to={`${prefix}${path}` || '/'}
            end={path === ''}
            data-track={`nav:${label.toLowerCase()}`}
            className={classes.tab}
          >
            <Stack gap={2} align="center">
              <TabIcon size={22} stroke={1.7} aria-hidden />
              <Text size="xs" fw={500}>
                {label}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Group>
    </Paper>
  );
}
