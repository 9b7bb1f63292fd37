// The header's place menu (issue 43): the saved places (one tap switches), 'Add this place',
// 'Manage places' and 'Change location'. It wraps Home's place button once the Apollo Client
// has arrived (HomeHeader.tsx); Mantine's Menu and its styles load with it, not at first paint.
import '../../styles/screens.ts';
import { Menu } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState, type ReactElement } from 'react';
import ManagePlacesModal from './ManagePlacesModal.tsx';
import PlacesMenuItems from './PlacesMenuItems.tsx';
import { useT } from '../../shared/i18n/useT.ts';

interface PlacesMenuProps {
  onChangeLocation: () => void;
  /** The header's place button. */
  children: ReactElement;
}

export default function PlacesMenu({ onChangeLocation, children }: PlacesMenuProps) {
  'use memo';
  const t = useT();
  const [managing, setManaging] = useState(false);
  return (
    <>
      <Menu position="bottom-start" width={260}>
        <Menu.Target>{children}</Menu.Target>
        <Menu.Dropdown data-testid="places-menu">
          <PlacesMenuItems onManage={() => setManaging(true)} />
          <Menu.Item leftSection={<IconMapPin size={16} aria-hidden />} onClick={onChangeLocation} data-testid="places-change-location">
            {t('places.changeLocation')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {managing && <ManagePlacesModal opened onClose={() => setManaging(false)} />}
    </>
  );
}
