// Top of Home: location selector, current time, Prayer Request and settings. The place
// opens a menu: the saved places (one tap switches, issue 43), 'Add this place', 'Manage
// places' and 'Change location'; the saved places arrive with the Apollo Client.
import { ActionIcon, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconPray, IconSettings } from '@tabler/icons-react';
import { lazyWithClient, WithClientWhenReady } from '../../shared/apollo/WithClient.tsx';
import { Link } from 'react-router-dom';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { CountryMark, countryMarkText } from './CountryMark.tsx';
import { CurrentTime } from './CurrentTime.tsx';
import { useT } from '../../shared/i18n/useT.ts';
import classes from './HomeHeader.module.css';

interface HomeHeaderProps {
  location: UserLocation;
  timezone: string;
  onChangeLocation: () => void;
  onOpenSettings: () => void;
  /** A hint that a sheet may open soon (hover, touch, focus): time to fetch its code. */
  onPrepare?: (sheet: 'location' | 'settings') => void;
}

const PlacesMenu = lazyWithClient(() => import('./PlacesMenu.tsx'));

const intent = (prepare: () => void) => ({ onPointerEnter: prepare, onPointerDown: prepare, onFocus: prepare });

export function HomeHeader({ location, timezone, onChangeLocation, onOpenSettings, onPrepare }: HomeHeaderProps) {
  'use memo';
  const t = useT();
  const ummahPath = usePrefixedPath('/ummah');
  const prepare = (sheet: 'location' | 'settings') => intent(() => onPrepare?.(sheet));
  // The button's name starts with the words it shows ("GB London"), then the country:
  // voice control users say what they see (WCAG 2.5.3, "label in name").
  const shown = [countryMarkText(location.country_code), location.city].filter(Boolean).join(' ');
  const placeName = location.country ? `${shown}, ${location.country}` : shown;
  const placeButton = (onClick?: () => void) => (
    <UnstyledButton onClick={onClick} {...prepare('location')} data-track="home:location" aria-label={t('home.locationButton', { name: placeName })}>
      <Group gap={6} wrap="nowrap">
        <CountryMark code={location.country_code} />
        {/* Not laid out (a flex gap separates them), but read: "GB London", not "GBLondon". */}
        {' '}
        <Text fw={700} fz="lg" truncate data-testid="city-name">
          {location.city}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2} className={classes.place}>
        {/* The plain button opens the location dialog until the Apollo Client has come; then
            the same button opens the place menu (PlacesMenu.tsx, with Mantine's Menu: its
            code and styles stay out of the first load). */}
        <WithClientWhenReady fallback={placeButton(onChangeLocation)}>
          <PlacesMenu onChangeLocation={onChangeLocation}>
            {placeButton()}
          </PlacesMenu>
        </WithClientWhenReady>
        <CurrentTime timezone={timezone} />
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <Button component={Link} to={ummahPath} state={{ compose: true }} data-track="home:prayer_request" size="xs" classNames={{ root: classes.request, section: classes.requestIcon }} leftSection={<IconPray size={16} aria-hidden />}>
          <span className={classes.requestLabel}>{t('home.prayerRequest')}</span>
        </Button>
        <ActionIcon variant="default" size="lg" onClick={onOpenSettings} {...prepare('settings')} data-track="home:settings" aria-label={t('home.settings')}>
          <IconSettings size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
