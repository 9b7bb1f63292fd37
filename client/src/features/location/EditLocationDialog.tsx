// Home's Edit Location dialog: no skip button, and the chosen place is saved.
import '../../styles/screens.ts';
import { LocationDialog } from './LocationDialog.tsx';
import { useUpdateLocation } from './useUpdateLocation.ts';

export function EditLocationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const updateLocation = useUpdateLocation();
  return (
    <LocationDialog
      opened={opened}
      onClose={onClose}
      onLocationSet={(location) => void updateLocation(location)}
      title="Edit Location"
      description="Choose a new location for accurate prayer times"
    />
  );
}
