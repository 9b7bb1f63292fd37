// Home's Edit Location dialog: no skip button, and the chosen place is saved.
import '../../styles/screens.ts';
import { LocationDialog } from './LocationDialog.tsx';
import { useUpdateLocation } from './useUpdateLocation.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function EditLocationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const updateLocation = useUpdateLocation();
  return (
    <LocationDialog
      opened={opened}
      onClose={onClose}
      onLocationSet={(location) => void updateLocation(location)}
      title={t('location.editTitle')}
      description={t('location.editDescription')}
    />
  );
}
