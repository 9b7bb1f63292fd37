// A mosque's admin page, /m/{slug}/admin#{token} (issue 33, decision 26): the
// token is in the fragment, which the browser never sends, and is passed only to
// the admin operations. Iqama, Jumu'ah, screen language, the prayer-hall screen's
// settings and Eid prayers (ScreenSettingsForm), the flash message, announcements with
// their dates, reports, and replacing the link. Once read, the token leaves the address bar (issue 40 item 5):
// no analytics event, screenshot or shared address can carry it afterwards.
import '../../styles/screens.ts';
import { Alert, Anchor, Button, Code, Divider, Group, Loader, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { FLASH_MAX } from '@prayer-companion/common';
import { instantAt } from '@prayer-companion/engine/mosqueDay';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { LANGUAGES } from '../../shared/i18n/languageNames.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { changesFrom, draftsFrom, IqamaEditor, type IqamaDrafts } from './IqamaEditor.tsx';
import { AddAnnouncementMutation, AnswerReportsMutation, MosqueAdminQuery, ReplaceAdminTokenMutation, SetMosqueFlashMutation, SetMosqueIqamaMutation, UpdateMosqueMutation } from './mosqueOperations.ts';
import { shiftDate } from './hallPhase.ts';
import { ScreenSettingsForm } from './ScreenSettingsForm.tsx';
import type { MosqueData } from './mosqueTimes.ts';

/** The admin token from the fragment, kept here while the address bar drops it (a new one after 'Replace link' too). */
function useFragmentToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = location.hash.slice(1);
  const [token, setToken] = useState(inAddress);
  if (inAddress && inAddress !== token) setToken(inAddress);
  useEffect(() => {
    if (inAddress) void navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [inAddress]); // eslint-disable-line react-hooks/exhaustive-deps
  return inAddress || token;
}

export default function MosqueAdminScreen() {
  const { slug = '' } = useParams();
  const adminToken = useFragmentToken();
  const t = useT();
  const { data, error, loading } = useQuery(MosqueAdminQuery, { variables: { slug, adminToken }, skip: !adminToken, fetchPolicy: 'network-only' });
  if (loading) return <Loader mx="auto" />;
  if (!data || error) return <Alert color="red">{t('mosque.adminMissing')}</Alert>;
  const admin = data.mosqueAdmin;
  return <AdminForms key={admin.mosque.updatedAt} slug={slug} adminToken={adminToken} mosque={admin.mosque} hidden={admin.hidden} reports={admin.reports} />;
}

interface FormsProps {
  slug: string;
  adminToken: string;
  mosque: MosqueData;
  hidden: boolean;
  reports: readonly { reason: string; createdAt: string }[];
}

function AdminForms({ slug, adminToken, mosque, hidden, reports }: FormsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<IqamaDrafts>(() => draftsFrom(mosque.iqamaRules));
  const [jumuah, setJumuah] = useState(mosque.jumuah.join(', '));
  const [language, setLanguage] = useState(mosque.language);
  const [text, setText] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [flash, setFlash] = useState(mosque.screen?.flash ?? '');
  const [newLink, setNewLink] = useState<string | null>(null);
  const refetchQueries = [MosqueAdminQuery];
  // A refused or unsent action is told by its toast (shared/apollo/failureToastLink.ts).
  const context = { failureToast: { title: t('common.error'), message: serverMessageOr(t('common.tryAgain')) } };
  const [setIqama, iqamaState] = useMutation(SetMosqueIqamaMutation, { context });
  const [update, updateState] = useMutation(UpdateMosqueMutation, { context });
  const [announce, announceState] = useMutation(AddAnnouncementMutation, { refetchQueries, context });
  const [replace, replaceState] = useMutation(ReplaceAdminTokenMutation, { context });
  const [answerReports, answerState] = useMutation(AnswerReportsMutation, { refetchQueries, context });
  const [screenUpdate, screenState] = useMutation(UpdateMosqueMutation, { context });
  const [sendFlash, flashState] = useMutation(SetMosqueFlashMutation, { context });
  // An announcement's dates are days at the mosque: from the first's start to the end of the last.
  const dayStart = (date: string) => (date ? instantAt(date, '00:00', mosque.timezone).toISOString() : null);
  const [answer, setAnswer] = useState('');
  const run = async (action: () => Promise<unknown>, done = t('mosque.saved')) => {
    try {
      await action();
      showToast({ title: done });
    } catch {
      // told by the toast
    }
  };
  const vars = { slug, adminToken };
  return (
    <Stack gap="md">
      {/* The path is left to right inside right-to-left text (a left-to-right isolate): else its
          leading '/' moved to the end of the line in Arabic. */}
      <ScreenHeader title={t('mosque.adminTitle', { name: mosque.name })} subtitle={`\u2066/m/${slug}\u2069`} />
      {hidden && <Alert color="orange">{t('mosque.hidden')}</Alert>}
      <Title order={2} fz="lg">
        {t('mosque.iqama')}
      </Title>
      <IqamaEditor drafts={drafts} onChange={setDrafts} />
      <Button loading={iqamaState.loading} onClick={() => run(() => setIqama({ variables: { ...vars, changes: changesFrom(drafts) } }))} data-testid="save-iqama">
        {t('mosque.saveIqama')}
      </Button>
      <Divider />
      <TextInput label={t('mosque.jumuahTimes')} value={jumuah} onChange={(e) => setJumuah(e.currentTarget.value)} />
      <Select label={t('mosque.screenLanguage')} data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))} value={language} onChange={(v) => v && setLanguage(v)} />
      <Button
        variant="default"
        loading={updateState.loading}
        onClick={() => run(() => update({ variables: { ...vars, input: { jumuah: jumuah.split(/[,،\s]+/).filter(Boolean), language } } }))}
      >
        {t('common.save')}
      </Button>
      <Divider />
      <ScreenSettingsForm
        mosque={mosque}
        saving={screenState.loading}
        onSave={(change) => void run(() => screenUpdate({ variables: { ...vars, input: change } }))}
      />
      <Anchor href={`/m/${slug}/screen`} target="_blank" size="sm">
        {t('hall.openScreen')}
      </Anchor>
      <Divider />
      <TextInput label={t('hall.flash')} value={flash} onChange={(e) => setFlash(e.currentTarget.value)} maxLength={FLASH_MAX} data-testid="flash-text" />
      {/* Not grown: a long label in some languages wraps the buttons instead of being cut at 360 px. */}
      <Group gap="sm">
        <Button disabled={!flash.trim()} loading={flashState.loading} onClick={() => run(() => sendFlash({ variables: { ...vars, text: flash } }))} data-testid="flash-show">
          {t('hall.showFlash')}
        </Button>
        <Button variant="default" loading={flashState.loading} onClick={() => run(() => sendFlash({ variables: { ...vars, text: '' } }).then(() => setFlash('')))} data-testid="flash-clear">
          {t('hall.clearFlash')}
        </Button>
      </Group>
      <Divider />
      <Textarea label={t('mosque.announcementText')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={280} autosize minRows={2} />
      <Group grow>
        <TextInput type="date" label={t('hall.startsAt')} value={startsOn} onChange={(e) => setStartsOn(e.currentTarget.value)} data-testid="announcement-from" />
        <TextInput type="date" label={t('hall.expiresAt')} value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} data-testid="announcement-to" />
      </Group>
      <Button
        variant="default"
        disabled={!text.trim()}
        loading={announceState.loading}
        onClick={() =>
          run(() =>
            announce({ variables: { ...vars, text, startsAt: dayStart(startsOn), expiresAt: endsOn ? dayStart(shiftDate(endsOn, 1)) : null } }).then(() => {
              setText('');
              setStartsOn('');
              setEndsOn('');
            }),
          )
        }
      >
        {t('mosque.announce')}
      </Button>
      {reports.length > 0 && (
        <>
          <Divider />
          <Title order={2} fz="lg">
            {t('mosque.reports')}
          </Title>
          {reports.map((r) => (
            <Text key={r.createdAt} size="sm">
              {r.reason}
            </Text>
          ))}
          <Textarea label={t('mosque.answer')} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <Button variant="default" disabled={!answer.trim()} loading={answerState.loading} onClick={() => run(() => answerReports({ variables: { ...vars, answer } }))}>
            {t('mosque.answer')}
          </Button>
        </>
      )}
      <Divider />
      <Button
        color="red"
        variant="light"
        loading={replaceState.loading}
        onClick={() =>
          run(async () => {
            const result = await replace({ variables: vars });
            const path = result.data?.replaceMosqueAdminToken.adminPath;
            if (path) {
              setNewLink(`${window.location.origin}${path}`);
              void navigate(path, { replace: true });
            }
          })
        }
      >
        {t('mosque.replaceLink')}
      </Button>
      {newLink && (
        <Stack gap={4}>
          <Text size="sm">{t('mosque.newLink')}</Text>
          <Code block>{newLink}</Code>
        </Stack>
      )}
    </Stack>
  );
}
