// The public page of a mosque, /m/{slug} (issue 33): today's adhan and iqama,
// Jumu'ah, Eid, the flash message, announcements, the month's timetable (print, CSV), Follow, and
// 'Report this mosque'. Live: an admin's change shows without a reload.
import '../../styles/screens.ts';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { publicLink, shareLink } from '../../shared/share/shareContent.ts';
import { Announcements } from './Announcements.tsx';
import { MosqueDayTable } from './MosqueDayTable.tsx';
import { MosqueMonth } from './MosqueMonth.tsx';
import { currentAnnouncements, dayOfMosque, mosqueDate } from './mosqueTimes.ts';
import { ClaimMosque } from './ClaimMosque.tsx';
import { ReportMosque } from './ReportMosque.tsx';
import { useFollowMosque } from './useFollowMosque.ts';
import { useLiveMosque } from './useLiveMosque.ts';

export default function MosqueScreen() {
  const { slug = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const now = useNow(60_000);
  const { mosque, missing, loading } = useLiveMosque(slug);
  const follow = useFollowMosque(slug);
  const [notify, setNotify] = useState(true);
  const [iqamaReminder, setIqamaReminder] = useState<string>('off');
  if (loading) return <Loader mx="auto" />;
  if (!mosque || missing) return <Alert color="gray">{t('mosque.notFound')}</Alert>;
  const date = mosqueDate(mosque, now);
  const day = dayOfMosque(mosque, date);
  const d = (text: string) => localDigits(language, text);
  return (
    <Stack gap="md">
      <ScreenHeader title={mosque.name} subtitle={`${mosque.city} · ${mosque.timezone}`} />
      <Group data-print="hide">
        {follow.followed ? (
          <Button variant="default" onClick={() => follow.unfollow()} loading={follow.busy} data-testid="mosque-unfollow">
            {t('mosque.unfollow')}
          </Button>
        ) : (
          <>
            <Button onClick={() => follow.follow(notify, iqamaReminder === 'off' ? null : Number(iqamaReminder))} loading={follow.busy} data-testid="mosque-follow">
              {t('mosque.follow')}
            </Button>
            <Checkbox label={t('mosque.followNotify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
            <Select
              aria-label={t('mosque.iqamaReminder')}
              // A line of its own on a phone: 200 px cut 'No reminder before iqama' (issue 42).
              w={{ base: '100%', xs: 280 }}
              value={iqamaReminder}
              onChange={(value) => setIqamaReminder(value ?? 'off')}
              data={[
                { value: 'off', label: t('mosque.reminderOff') },
                ...[5, 10, 15, 20, 30].map((n) => ({ value: String(n), label: t('mosque.minutesBeforeIqama', { count: localDigits(language, String(n)) }) })),
              ]}
            />
          </>
        )}
        {/* The page's public address, never /u/{linkId} (issue 40 item 1): what people paste into a chat. */}
        <Button variant="default" onClick={() => void shareLink(mosque.name, publicLink(`/m/${slug}`))} data-testid="mosque-share">
          {t('mosque.share')}
        </Button>
        <Anchor component={Link} to={`/m/${slug}/screen`} size="sm">
          {t('mosque.screenLink')}
        </Anchor>
      </Group>
      {mosque.unclaimed && (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="mosque-unclaimed">
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            {t('mosque.unclaimed')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('mosque.unclaimedNote')}
          </Text>
        </Group>
      )}
      {mosque.unclaimed && <ClaimMosque slug={slug} name={mosque.name} />}
      {mosque.reportAnswer && <Alert color="blue">{mosque.reportAnswer}</Alert>}
      {mosque.screen?.flash && (
        <Alert color="red" data-testid="mosque-flash">
          {mosque.screen.flash}
        </Alert>
      )}
      <Title order={2} fz="lg">
        {t('mosque.today')}
      </Title>
      {day && <MosqueDayTable day={day} />}
      {mosque.jumuah.length > 0 && (
        <Text data-testid="mosque-jumuah">
          <b>{t('mosque.jumuah')}:</b> {mosque.jumuah.map(d).join(' · ')}
        </Text>
      )}
      {mosque.eid
        .filter((e) => e.date >= date)
        .map((e) => (
          <Text key={`${e.date}-${e.time}`}>
            <b>{t('mosque.eid')}:</b> {d(e.date)} {d(e.time)}
          </Text>
        ))}
      <Announcements items={currentAnnouncements(mosque, now)} />
      <MosqueMonth mosque={mosque} month={date.slice(0, 7)} />
      <Group justify={mosque.attribution ? 'space-between' : 'flex-end'}>
        {/* Imported from OpenStreetMap: its data is under the ODbL, which asks for this credit. */}
        {mosque.attribution && (
          <Anchor href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener" size="xs" c="dimmed" data-testid="mosque-attribution">
            {mosque.attribution}
          </Anchor>
        )}
        <ReportMosque slug={slug} />
      </Group>
    </Stack>
  );
}
