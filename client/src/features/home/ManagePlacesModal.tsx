// 'Manage places' (issue 43): each saved place with 'Make home' and 'Delete'. The server
// refuses deleting home or the only place; its message shows in a toast (usePlaceActions).
// Buttons wrap under the label on a narrow screen, so no language overflows at 360 px.
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PlacesQuery } from '../../entities/places/placesOperations.ts';
import { usePlaceActions } from '../../entities/places/usePlaceActions.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface ManagePlacesModalProps {
  opened: boolean;
  onClose: () => void;
}

export default function ManagePlacesModal({ opened, onClose }: ManagePlacesModalProps) {
  'use memo';
  const t = useT();
  const { data } = useQuery(PlacesQuery);
  const actions = usePlaceActions();
  const places = data?.me?.places ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('places.manage')} closeButtonProps={{ 'aria-label': t('places.close') }}>
      <Stack gap="xs" data-testid="manage-places">
        {places.map((place) => (
          <Paper key={place.id} withBorder p="xs" data-testid={`manage-place-${place.id}`}>
            <Group justify="space-between" gap="xs">
              <Group gap={6} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {place.label}
                </Text>
                {place.home && (
                  <Badge variant="light" tt="none">
                    {t('places.home')}
                  </Badge>
                )}
                {place.active && (
                  <Badge variant="light" color="teal" tt="none">
                    {t('places.active')}
                  </Badge>
                )}
              </Group>
              <Group gap={6}>
                {!place.home && (
                  <Button size="compact-sm" variant="default" onClick={() => void actions.makeHome(place.id)}>
                    {t('places.makeHome')}
                  </Button>
                )}
                <Button size="compact-sm" variant="light" color="red" onClick={() => void actions.remove(place.id)}>
                  {t('places.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
